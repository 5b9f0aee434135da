/** `POST /v1/auth/login` (SPEC §7). Rate limited per IP so passwords cannot be guessed in bulk. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { envelope, errorBody, loginBody, loginContent } from '@yali/contract';
import { login } from './login.ts';

export const authRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/login',
    {
      config: { rateLimit: { max: app.config.loginRateLimit, timeWindow: '1 minute' } },
      schema: {
        tags: ['auth'],
        summary: 'Yönetim paneline giriş',
        body: loginBody,
        response: { 200: envelope(loginContent), 400: errorBody, 401: errorBody, 429: errorBody },
      },
    },
    async (req) => ({ content: await login({ db: app.db, tokens: app.tokens, body: req.body }) }),
  );
};
