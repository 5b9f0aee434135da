/**
 * Forgotten password (issue 24) in the browser: from the login page's
 * "Şifremi unuttum" to the mail in the outbox, its link, a new password
 * (with the show-password toggle) and a login with it; the link works once.
 * Each test creates its own user through the API (an ADMIN and an OWNER),
 * so the shared demo accounts keep their passwords.
 */
import type { APIRequestContext, Page } from '@playwright/test';
import { adminSession, expect, test } from '../fixtures';

const NEW_PASSWORD = 'Yeni-Deniz-2026';

/** A fresh active user of `role`, created by the demo admin; answers its e-mail, names and first password. */
async function createUser(request: APIRequestContext, role: 'ADMIN' | 'OWNER', tag: string) {
  const { headers } = await adminSession(request);
  const user = {
    email: `sifre-${role.toLowerCase()}-${tag}-${Date.now()}@example.com`,
    password: 'Ilk-Sifre-2026',
    role,
    firstName: role === 'ADMIN' ? 'Sıfır' : 'Unutkan',
    lastName: 'Deneme',
    phone: '',
  };
  const res = await request.post('/v1/admin/users', { headers, data: user });
  expect(res.status(), await res.text()).toBe(201);
  return user;
}

/** The path and query of the newest reset link mailed to `email`, read from the outbox through the admin API. */
async function mailedLink(request: APIRequestContext, email: string): Promise<string> {
  const { get } = await adminSession(request);
  const outbox = await get<{ items: { to: string; template_key: string; subject: string; text: string }[] }>(
    '/v1/admin/mail/outbox?take=50',
  );
  const mail = outbox.items.find((m) => m.to === email);
  expect(mail?.template_key).toBe('password_reset');
  expect(mail?.subject).toBe('Şifre sıfırlama');
  const link = /https?:\/\/[^/\s]+(\/dashboard\/reset-password\?token=[A-Za-z0-9_-]+)/.exec(mail?.text ?? '');
  expect(link, mail?.text).not.toBeNull();
  return link?.[1] as string;
}

async function logIn(page: Page, email: string, password: string) {
  await page.goto('/dashboard/login');
  await page.getByLabel('E-posta').fill(email);
  await page.getByLabel('Şifre', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Giriş Yap' }).click();
}

/** Runs the whole flow for a user of `role`, taking screenshots under `shotPrefix`. */
async function resetFlow(page: Page, request: APIRequestContext, role: 'ADMIN' | 'OWNER', shoot: (n: string) => Promise<void>) {
  const user = await createUser(request, role, test.info().project.name);

  await page.goto('/dashboard/login');
  await page.getByRole('link', { name: 'Şifremi unuttum' }).click();
  await expect(page).toHaveURL(/\/dashboard\/forgot-password$/);
  await expect(page).toHaveTitle('Şifremi unuttum · Yalı Yönetim');
  await expect(page.getByRole('heading', { name: 'Şifremi unuttum' })).toBeVisible();
  await page.getByLabel('E-posta').fill(user.email);
  await shoot(`password-forgot-${role.toLowerCase()}`);
  await page.getByRole('button', { name: 'Sıfırlama bağlantısı gönder' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Bu adrese kayıtlı bir hesap varsa' })).toBeVisible();
  await shoot(`password-forgot-sent-${role.toLowerCase()}`);

  const link = await mailedLink(request, user.email);
  await page.goto(link);
  await expect(page.getByRole('heading', { name: 'Yeni şifre belirleyin' })).toBeVisible();
  const password = page.getByLabel('Yeni şifre', { exact: true });
  const repeat = page.getByLabel('Yeni şifre (tekrar)');
  await password.fill(NEW_PASSWORD);
  await repeat.fill('Baska-Bir-Sifre-1');
  await page.getByRole('button', { name: 'Şifreyi kaydet' }).click();
  await expect(page.getByText('Şifreler eşleşmiyor.')).toBeVisible();
  await repeat.fill(NEW_PASSWORD);
  // The toggle shows what was typed, and hides it again.
  const show = page.getByRole('button', { name: 'Şifreyi göster' }).first();
  await show.click();
  await expect(password).toHaveAttribute('type', 'text');
  await expect(page.getByRole('button', { name: 'Şifreyi gizle' })).toHaveAttribute('aria-pressed', 'true');
  await shoot(`password-reset-form-${role.toLowerCase()}`);
  await page.getByRole('button', { name: 'Şifreyi gizle' }).click();
  await expect(password).toHaveAttribute('type', 'password');
  await page.getByRole('button', { name: 'Şifreyi kaydet' }).click();
  await expect(page.getByRole('status')).toHaveText('Şifreniz değiştirildi. Yeni şifrenizle giriş yapabilirsiniz.');
  await page.getByRole('link', { name: 'Giriş sayfasına git' }).click();
  await expect(page).toHaveURL(/\/dashboard\/login$/);

  // The old password no longer opens the account; the new one does.
  await logIn(page, user.email, user.password);
  await expect(page.getByText('Bir hata meydana geldi. Err: E-posta adresi veya şifre hatalı.')).toBeVisible();
  await logIn(page, user.email, NEW_PASSWORD);
  await expect(page.getByText(`Welcome, ${user.firstName} ${user.lastName}`)).toBeVisible();

  // The link worked once.
  await page.goto(link);
  await page.getByLabel('Yeni şifre', { exact: true }).fill('Ucuncu-Sifre-2026');
  await page.getByLabel('Yeni şifre (tekrar)').fill('Ucuncu-Sifre-2026');
  await page.getByRole('button', { name: 'Şifreyi kaydet' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Bağlantı geçersiz veya süresi dolmuş.' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Yeni bağlantı isteyin' })).toBeVisible();
}

test.describe('forgotten password @mobile', () => {
  test('an ADMIN asks for a link, sets a new password with it and logs in; the link works once', async ({
    page,
    request,
    shoot,
  }) => {
    await resetFlow(page, request, 'ADMIN', shoot);
  });

  test('an OWNER does the same, in the dark theme', async ({ page, request, shoot }) => {
    await page.goto('/dashboard/login');
    await page.evaluate(() => localStorage.setItem('yali_theme', 'dark'));
    await resetFlow(page, request, 'OWNER', (name) => shoot(`${name}-dark`));
  });

  test('an unknown address gets the same answer; a link without a token says so', async ({ page }) => {
    await page.goto('/dashboard/forgot-password');
    await page.getByLabel('E-posta').fill(`kimse-${Date.now()}@example.com`);
    await page.getByRole('button', { name: 'Sıfırlama bağlantısı gönder' }).click();
    await expect(page.getByRole('status')).toHaveText('Bu adrese kayıtlı bir hesap varsa şifre sıfırlama bağlantısı gönderildi.');
    await page.goto('/dashboard/reset-password');
    await expect(page.getByRole('alert').filter({ hasText: 'Bağlantı' })).toHaveText('Bağlantı geçersiz veya süresi dolmuş.');
  });

  test('the login page’s toggle shows and hides the password', async ({ page, shoot }) => {
    await page.goto('/dashboard/login');
    const field = page.getByLabel('Şifre', { exact: true });
    await field.fill('Gizli-Sifre-1');
    const toggle = page.getByRole('button', { name: 'Şifreyi göster' });
    await expect(toggle).toHaveAttribute('aria-pressed', 'false');
    await toggle.click();
    await expect(field).toHaveAttribute('type', 'text');
    await expect(page.getByRole('button', { name: 'Şifreyi gizle' })).toHaveAttribute('aria-pressed', 'true');
    await shoot('login-password-shown');
    await page.getByRole('button', { name: 'Şifreyi gizle' }).click();
    await expect(field).toHaveAttribute('type', 'password');
  });
});
