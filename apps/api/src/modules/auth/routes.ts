/**
 * `POST /v1/auth/login` (SPEC §7), rate limited per IP so passwords cannot be
 * guessed in bulk, and per account with growing delays so that one account's
 * password cannot be guessed from many addresses (login-lock.ts); and
 * `POST /v1/auth/logout` (SPEC §2). Login sets the
 * HttpOnly session cookie its token is bound to; logout ends the user's
 * tokens and drops the cookie (lib/session-cookie.ts). The forgotten-password
 * pair `POST /v1/auth/password/forgot` and `/password/reset` (issue 24,
 * password-reset.ts) is rate limited per IP like login.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  envelope,
  errorBody,
  forgotPasswordBody,
  loginBody,
  loginContent,
  logoutContent,
  PASSWORD_RESET_DONE_MESSAGE,
  PASSWORD_RESET_SENT_MESSAGE,
  passwordMessageContent,
  resetPasswordBody,
} from '@yali/contract';
import { authenticateIfValid } from '../../lib/auth.ts';
import { clearSessionCookie, setSessionCookie } from '../../lib/session-cookie.ts';
import { login } from './login.ts';
import { logout } from './logout.ts';
import { requestPasswordReset, resetPassword } from './password-reset.ts';

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

  // Limited per IP like login: the per-address limit alone would let one visitor mail many addresses.
  const perIp = { rateLimit: { max: app.config.loginRateLimit, timeWindow: '1 minute' } };

  app.post(
    '/password/forgot',
    {
      config: perIp,
      schema: {
        tags: ['auth'],
        summary: 'Şifremi unuttum: kayıtlı adrese tek kullanımlık, 60 dakika geçerli sıfırlama bağlantısı gönderir',
        description:
          'Adres kayıtlı olsun olmasın aynı yanıtı verir. Adres başına saatte 3, IP başına dakikada LOGIN_RATE_LIMIT istek.',
        body: forgotPasswordBody,
        response: { 200: envelope(passwordMessageContent), 400: errorBody, 429: errorBody },
      },
    },
    async (req) => {
      await requestPasswordReset({ db: app.db, email: req.body.email, ip: req.ip, siteUrl: app.config.siteUrl });
      return { content: { message: PASSWORD_RESET_SENT_MESSAGE } };
    },
  );

  app.post(
    '/password/reset',
    {
      config: perIp,
      schema: {
        tags: ['auth'],
        summary: 'Bağlantıdaki belirteçle yeni şifre belirler; kullanıcının bütün oturumları kapanır',
        body: resetPasswordBody,
        response: { 200: envelope(passwordMessageContent), 400: errorBody, 429: errorBody },
      },
    },
    async (req) => {
      await resetPassword({ db: app.db, token: req.body.token, password: req.body.password });
      return { content: { message: PASSWORD_RESET_DONE_MESSAGE } };
    },
  );
};
