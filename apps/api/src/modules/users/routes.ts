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
import { createUser } from './create-user.ts';
import { findUsers, getUser } from './find-users.ts';
import { issueApiToken } from './issue-api-token.ts';
import { setUserActivity } from './set-user-activity.ts';
import { updateUser } from './update-user.ts';

const userOption = z.object({ id: z.number().int(), name: z.string(), email: z.string(), role: UserRole });
const errors = { 400: errorBody, 401: errorBody, 403: errorBody, 404: errorBody };
const security = [{ bearer: [] }];
const tags = ['users'];

export const userRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/users/select',
    {
      schema: {
        tags,
        summary: 'Kullanıcı seçim listesi (villa sahibi seçimi için)',
        security,
        querystring: z.object({ role: UserRole.optional() }),
        response: { 200: envelope(z.array(userOption)), 401: errorBody, 403: errorBody },
      },
    },
    async (req) => {
      const rows = await app.db
        .select({ id: users.id, first: users.first_name, last: users.last_name, email: users.email, role: users.role })
        .from(users)
        .where(req.query.role ? eq(users.role, req.query.role) : undefined)
        .orderBy(asc(users.first_name), asc(users.id));
      return { content: rows.map((r) => ({ id: r.id, name: `${r.first} ${r.last}`.trim(), email: r.email, role: r.role })) };
    },
  );

  app.get(
    '/users',
    {
      schema: {
        tags,
        security,
        summary: 'Kullanıcılar (10’ar; q ile arama, role ile süzme)',
        querystring: usersQuery,
        response: { 200: envelope(page(userItem)), ...errors },
      },
    },
    async (req) => {
      return { content: await findUsers({ db: app.db, ...req.query }) };
    },
  );

  app.get(
    '/users/:id',
    { schema: { tags, security, summary: 'Kullanıcı', params: idParam, response: { 200: envelope(userItem), ...errors } } },
    async (req) => {
      return { content: await getUser({ db: app.db, id: req.params.id }) };
    },
  );

  app.post(
    '/users',
    {
      schema: {
        tags,
        security,
        summary:
          'Kullanıcı ekle (şifre politikası: en az 10 karakter, büyük harf, küçük harf, rakam; yaygın şifreler reddedilir)',
        body: createUserBody,
        response: { 201: envelope(userItem), ...errors, 409: errorBody },
      },
    },
    async (req, reply) => {
      return reply.status(201).send({ content: await createUser({ db: app.db, body: req.body }) });
    },
  );

  app.put(
    '/users/:id',
    {
      schema: {
        tags,
        security,
        summary: 'Kullanıcıyı güncelle (şifre boşsa değişmez; yeni şifre ya da rol kullanıcının bütün oturumlarını kapatır)',
        params: idParam,
        body: updateUserBody,
        response: { 200: envelope(userItem), ...errors, 409: errorBody },
      },
    },
    async (req) => {
      const actor = currentUser(req);
      return { content: await updateUser({ db: app.db, actor, id: req.params.id, body: req.body }) };
    },
  );

  app.post(
    '/users/:id/api-tokens',
    {
      schema: {
        tags,
        security,
        summary: 'API belirteci üret (tarayıcısız istemciler için; çereze bağlı değildir)',
        description:
          'Girişte verilen belirteç HttpOnly oturum çerezine bağlıdır ve çerezsiz reddedilir. Bu işlem, bir ' +
          'yöneticinin bilerek verdiği, çerez gerektirmeyen bir belirteç döner. Kullanıcının diğer belirteçleri ' +
          'gibi çıkışta, şifre ya da rol değişikliğinde, pasifleştirmede ve süresi dolunca (TOKEN_TTL_HOURS) geçersiz olur.',
        params: idParam,
        response: { 201: envelope(apiTokenContent), ...errors, 409: errorBody },
      },
    },
    async (req, reply) => {
      return reply.status(201).send({ content: await issueApiToken({ db: app.db, tokens: app.tokens, id: req.params.id }) });
    },
  );

  app.patch(
    '/users/activity',
    {
      schema: {
        tags,
        security,
        summary: 'Kullanıcıyı aktif/pasif yap (pasif kullanıcının oturumları hemen ve kalıcı olarak geçersiz olur)',
        body: userActivityBody,
        response: { 200: envelope(userItem), ...errors, 409: errorBody },
      },
    },
    async (req) => {
      const actor = currentUser(req);
      return { content: await setUserActivity({ db: app.db, actor, ...req.body }) };
    },
  );
};
