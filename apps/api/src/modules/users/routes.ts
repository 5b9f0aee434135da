/** User reads of SPEC §7 that the foundation needs: `/users/select` for owner pickers (ADMIN only). */
import { asc, eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelope, errorBody, UserRole } from '@yali/contract';
import { users } from '../../db/schema.ts';
import { requireRole } from '../../lib/auth.ts';

const userOption = z.object({ id: z.number().int(), name: z.string(), email: z.string(), role: UserRole });

export const userRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/users/select',
    {
      schema: {
        tags: ['users'],
        summary: 'Kullanıcı seçim listesi (villa sahibi seçimi için)',
        security: [{ bearer: [] }],
        querystring: z.object({ role: UserRole.optional() }),
        response: { 200: envelope(z.array(userOption)), 401: errorBody, 403: errorBody },
      },
    },
    async (req) => {
      requireRole(req, 'ADMIN');
      const rows = await app.db
        .select({ id: users.id, first: users.first_name, last: users.last_name, email: users.email, role: users.role })
        .from(users)
        .where(req.query.role ? eq(users.role, req.query.role) : undefined)
        .orderBy(asc(users.first_name), asc(users.id));
      return { content: rows.map((r) => ({ id: r.id, name: `${r.first} ${r.last}`.trim(), email: r.email, role: r.role })) };
    },
  );
};
