/**
 * `POST /v1/auth/login` (SPEC §7), rate limited per IP so passwords cannot be
 * guessed in bulk, and per account with growing delays so that one account's
 * password cannot be guessed from many addresses (login-lock.ts); and
 * `POST /v1/auth/logout` (SPEC §2). Login sets the
 * HttpOnly session cookie its token is bound to; logout ends the user's
 * tokens and drops the cookie (lib/session-cookie.ts).
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { envelope, errorBody, loginBody, loginContent, logoutContent } from '@yali/contract';
import { authenticateIfValid } from '../../lib/auth.ts';
import { clearSessionCookie, setSessionCookie } from '../../lib/session-cookie.ts';
import { login } from './login.ts';
import { logout } from './logout.ts';

export const authRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/login',
    {
      config: { rateLimit: { max: app.config.loginRateLimit, timeWindow: '1 minute' } },
      schema: {
        tags: ['auth'],
        summary:
          'Yönetim paneline giriş (adres başına dakikada LOGIN_RATE_LIMIT deneme; art arda 5 hatadan sonra hesap 1, 2, 4 … en çok 15 dakika beklenir)',
        description:
          'Erişim belirtecini döner ve belirtecin bağlı olduğu HttpOnly oturum çerezini (Path=/v1) yazar: ' +
          'yönetim çağrıları belirteci çerezle birlikte göndermelidir. Tarayıcısız API istemcileri için ' +
          '`POST /v1/admin/users/{id}/api-tokens` kullanın.',
        body: loginBody,
        response: { 200: envelope(loginContent), 400: errorBody, 401: errorBody, 429: errorBody },
      },
    },
    async (req, reply) => {
      const { content, cookieValue } = await login({ db: app.db, tokens: app.tokens, body: req.body, ip: req.ip });
      setSessionCookie(req, reply, cookieValue, app.tokens.ttlSeconds);
      return { content };
    },
  );

  app.post(
    '/logout',
    {
      schema: {
        tags: ['auth'],
        summary: 'Oturumu kapat: kullanıcının bütün belirteçleri geçersiz olur, oturum çerezi silinir',
        description:
          'Geçerli bir belirteç (ve tarayıcı oturumunda çerezi) ile çağrılırsa kullanıcının oturum sürümü artar; ' +
          'belirteçsiz ya da geçersiz belirteçle yalnızca çerez silinir (`ended: false`).',
        // The token is optional: without one the call still drops the cookie.
        security: [{ bearer: [] }, {}],
        response: { 200: envelope(logoutContent), 400: errorBody },
      },
    },
    async (req, reply) => {
      const user = await authenticateIfValid(app, req);
      const ended = user ? await logout({ db: app.db, user }) : false;
      clearSessionCookie(req, reply);
      return { content: { ended } };
    },
  );
};
