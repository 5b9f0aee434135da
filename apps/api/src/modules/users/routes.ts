/**
 * Back-office users (SPEC §7 `/users…`, §9: 10 per page). ADMIN only; an
 * OWNER gets 403. `/users/select` serves the owner pickers.
 */
import { asc, eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  apiTokenContent,
  createUserBody,
  envelope,
  errorBody,
  idParam,
  page,
  updateUserBody,
  userActivityBody,
  userItem,
  UserRole,
  usersQuery,
} from '@yali/contract';
import { users } from '../../db/schema.ts';
import { currentUser } from '../../lib/auth.ts';
import { adminRoute, createdResponses, okResponses } from '../../lib/route-kit.ts';
import { createUser } from './create-user.ts';
import { findUsers, getUser } from './find-users.ts';
import { issueApiToken } from './issue-api-token.ts';
import { setUserActivity } from './set-user-activity.ts';
import { updateUser } from './update-user.ts';

const userOption = z.object({ id: z.number().int(), name: z.string(), email: z.string(), role: UserRole });
const route = adminRoute(['users']);

export const userRoutes: FastifyPluginAsyncZod = async (app) => {
  const select = { querystring: z.object({ role: UserRole.optional() }) };
  const selectResponse = { 200: envelope(z.array(userOption)), 401: errorBody, 403: errorBody };
  app.get(
    '/users/select',
    route('Kullanıcı seçim listesi (villa sahibi seçimi için)', { ...select, response: selectResponse }),
    async (req) => {
      const rows = await app.db
        .select({ id: users.id, first: users.first_name, last: users.last_name, email: users.email, role: users.role })
        .from(users)
        .where(req.query.role ? eq(users.role, req.query.role) : undefined)
        .orderBy(asc(users.first_name), asc(users.id));
      return { content: rows.map((r) => ({ id: r.id, name: `${r.first} ${r.last}`.trim(), email: r.email, role: r.role })) };
    },
  );

  const list = { querystring: usersQuery, response: okResponses(page(userItem)) };
  app.get('/users', route('Kullanıcılar (10’ar; q ile arama, role ile süzme)', list), async (req) => ({
    content: await findUsers({ db: app.db, ...req.query }),
  }));

  app.get('/users/:id', route('Kullanıcı', { params: idParam, response: okResponses(userItem) }), async (req) => ({
    content: await getUser({ db: app.db, id: req.params.id }),
  }));

  const create = { body: createUserBody, response: createdResponses(userItem) };
  const createSummary =
    'Kullanıcı ekle (şifre politikası: en az 10 karakter, büyük harf, küçük harf, rakam; yaygın şifreler reddedilir)';
  app.post('/users', route(createSummary, create), async (req, reply) =>
    reply.status(201).send({ content: await createUser({ db: app.db, body: req.body }) }),
  );

  const update = { params: idParam, body: updateUserBody, response: okResponses(userItem, { 409: errorBody }) };
  const updateSummary =
    'Kullanıcıyı güncelle (şifre boşsa değişmez; yeni şifre ya da rol kullanıcının bütün oturumlarını kapatır)';
  app.put('/users/:id', route(updateSummary, update), async (req) => {
    const actor = currentUser(req);
    return { content: await updateUser({ db: app.db, actor, id: req.params.id, body: req.body }) };
  });

  const token = {
    description:
      'Girişte verilen belirteç HttpOnly oturum çerezine bağlıdır ve çerezsiz reddedilir. Bu işlem, bir ' +
      'yöneticinin bilerek verdiği, çerez gerektirmeyen bir belirteç döner. Kullanıcının diğer belirteçleri ' +
      'gibi çıkışta, şifre ya da rol değişikliğinde, pasifleştirmede ve süresi dolunca (TOKEN_TTL_HOURS) geçersiz olur.',
    params: idParam,
    response: createdResponses(apiTokenContent),
  };
  app.post(
    '/users/:id/api-tokens',
    route('API belirteci üret (tarayıcısız istemciler için; çereze bağlı değildir)', token),
    async (req, reply) =>
      reply.status(201).send({ content: await issueApiToken({ db: app.db, tokens: app.tokens, id: req.params.id }) }),
  );

  const activity = { body: userActivityBody, response: okResponses(userItem, { 409: errorBody }) };
  const activitySummary = 'Kullanıcıyı aktif/pasif yap (pasif kullanıcının oturumları hemen ve kalıcı olarak geçersiz olur)';
  app.patch('/users/activity', route(activitySummary, activity), async (req) => {
    const actor = currentUser(req);
    return { content: await setUserActivity({ db: app.db, actor, ...req.body }) };
  });
};
