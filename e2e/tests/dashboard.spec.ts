import { adminApi, expect, loginAs, SESSION_KEY, test, USERS } from '../fixtures';

test.describe('dashboard @mobile', () => {
  test('login page has no sidebar or top bar; wrong password shows the server message', async ({ page, shoot }) => {
    await page.goto('/dashboard/login');
    await expect(page.getByRole('heading', { name: 'Yönetim Paneli Girişi' })).toBeVisible();
    await expect(page.getByText('Admin Paneli')).toHaveCount(0);
    await shoot('dashboard-login');
    await page.getByLabel('E-posta').fill(USERS.admin.email);
    await page.getByLabel('Şifre').fill('yanlis-sifre');
    await page.getByRole('button', { name: 'Giriş Yap' }).click();
    await expect(page.getByText('Bir hata meydana geldi. Err: E-posta adresi veya şifre hatalı.')).toBeVisible();
    expect(await page.evaluate((k) => localStorage.getItem(k), SESSION_KEY)).toBeNull();
  });

  test('admin logs in, sees every villa, logs out to the home page', async ({ page, shoot }) => {
    await loginAs(page, 'admin');
    // The login's toast (the home's login history says 'Başarılı' too).
    await expect(page.locator('[data-sonner-toast]').getByText('Başarılı')).toBeVisible();
    await expect(page.getByText('Admin Paneli')).toBeVisible();
    const stored = await page.evaluate((k) => JSON.parse(localStorage.getItem(k) ?? 'null'), SESSION_KEY);
    expect(stored).toMatchObject({
      id: expect.any(Number),
      user_role: 'ADMIN',
      user_name: USERS.admin.name,
      token: expect.any(String),
    });
    expect(stored.exp).toBeGreaterThan(Date.now() / 1000);
    await shoot('dashboard-home-admin');

    await page.goto('/dashboard/villas');
    await expect(page.getByRole('heading', { name: 'Villalar' })).toBeVisible();
    const total = Number((await page.getByText(/^\d+ villa$/).textContent())?.split(' ')[0]);
    expect(total).toBeGreaterThanOrEqual(30);
    await expect(page.locator('tbody tr')).toHaveCount(20);
    await shoot('dashboard-villas-admin');
    await page.getByRole('button', { name: 'Sonraki sayfa' }).click();
    await expect(page.getByText('Sayfa 2 /')).toBeVisible();
    await expect(page.locator('tbody tr')).toHaveCount(Math.min(20, total - 20));

    await page.getByRole('button', { name: 'Çıkış' }).click();
    await expect(page).toHaveURL(/\/$/);
    expect(await page.evaluate((k) => localStorage.getItem(k), SESSION_KEY)).toBeNull();
  });

  test('admin searches villas with Turkish case rules', async ({ page }) => {
    await loginAs(page, 'admin');
    await page.goto('/dashboard/villas');
    await expect(page.locator('tbody tr')).toHaveCount(20);
    await page.getByPlaceholder('Villa adıyla ara').fill('IŞIK');
    await expect(page.locator('tbody tr')).toHaveCount(1);
    await expect(page.locator('tbody')).toContainText('Villa Işık');
  });

  test('owner sees only own villas and the owner menu', async ({ page, shoot }) => {
    await loginAs(page, 'owner1');
    const nav = page.getByRole('navigation', { name: 'Panel' }).first();
    if (await page.getByRole('button', { name: 'Menüyü aç' }).isVisible())
      await page.getByRole('button', { name: 'Menüyü aç' }).click();
    await expect(nav.getByRole('link', { name: 'Villalarım' })).toBeVisible();
    await expect(nav.getByRole('link', { name: 'Kullanıcılar' })).toHaveCount(0);
    await page.goto('/dashboard/villas');
    await expect(page.getByRole('heading', { name: 'Villalarım' })).toBeVisible();
    // As many as the API gives owner1 (other specs add villas of theirs).
    const own = await adminApi<{ total: number }>(page, 'GET', '/v1/admin/villas?take=20');
    expect(own.total).toBeGreaterThanOrEqual(5);
    await expect(page.getByText(/^\d+ villa$/)).toHaveText(`${own.total} villa`);
    await expect(page.locator('tbody tr')).toHaveCount(Math.min(20, own.total));
    await shoot('dashboard-villas-owner');
  });

  test('an expired stored session is removed and the login page shows', async ({ page }) => {
    await page.goto('/dashboard/login');
    await page.evaluate((k) => {
      const past = Math.floor(Date.now() / 1000) - 60;
      localStorage.setItem(
        k,
        JSON.stringify({ iat: past - 3600, exp: past, id: 1, token: 'x', user_role: 'ADMIN', user_name: 'Eski Oturum' }),
      );
    }, SESSION_KEY);
    await page.goto('/dashboard');
    await expect(page).toHaveURL(/\/dashboard\/login$/);
    expect(await page.evaluate((k) => localStorage.getItem(k), SESSION_KEY)).toBeNull();
  });

  test('a 401 on an admin read removes the session and reloads', async ({ page }) => {
    await page.goto('/dashboard/login');
    await page.evaluate((k) => {
      const now = Math.floor(Date.now() / 1000);
      // Valid-looking but forged: the server answers 401.
      localStorage.setItem(
        k,
        JSON.stringify({
          iat: now,
          exp: now + 3600,
          id: 1,
          token: 'forged.token.value',
          user_role: 'ADMIN',
          user_name: 'Sahte Oturum',
        }),
      );
    }, SESSION_KEY);
    await page.goto('/dashboard');
    await expect(page).toHaveURL(/\/dashboard\/login$/);
    expect(await page.evaluate((k) => localStorage.getItem(k), SESSION_KEY)).toBeNull();
  });
});

test.describe('session cookie (issue 22, finding 9)', () => {
  test('the cookie is HttpOnly and out of page scripts’ reach; the token fails without it; logout ends it on the server', async ({
    page,
    request,
  }) => {
    await loginAs(page, 'owner1');
    const cookies = await page.context().cookies();
    const session = cookies.find((c) => c.name === 'yali_session');
    expect(session).toMatchObject({ httpOnly: true, sameSite: 'Strict', path: '/v1', secure: false });
    expect(session?.expires).toBeGreaterThan(Date.now() / 1000);
    const cookie = `yali_session=${session?.value}`;

    // No page script sees it: not on the dashboard, not even on a page under its own path.
    expect(await page.evaluate(() => document.cookie)).not.toContain('yali_session');
    await page.goto('/v1/health');
    expect(await page.evaluate(() => document.cookie)).not.toContain('yali_session');

    // The dashboard works with it.
    await page.goto('/dashboard/villas');
    await expect(page.getByRole('heading', { name: 'Villalarım' })).toBeVisible();
    await expect(page.locator('tbody tr')).toHaveCount(5);

    // The stored token alone, as a script that read the storage would have it, is refused.
    const token = await page.evaluate((k) => JSON.parse(localStorage.getItem(k) ?? 'null')?.token as string, SESSION_KEY);
    const replay = (headers: Record<string, string>) => request.get('/v1/admin/villas', { headers });
    expect((await replay({ authorization: `Bearer ${token}` })).status()).toBe(401);
    expect((await replay({ authorization: `Bearer ${token}`, cookie })).status()).toBe(200);

    await page.getByRole('button', { name: 'Çıkış' }).click();
    await expect(page).toHaveURL(/\/$/);
    expect(await page.evaluate((k) => localStorage.getItem(k), SESSION_KEY)).toBeNull();
    expect((await page.context().cookies()).map((c) => c.name)).not.toContain('yali_session');
    // Replayed with its cookie after the logout, the token is dead on the server.
    expect((await replay({ authorization: `Bearer ${token}`, cookie })).status()).toBe(401);
  });
});

test.describe('dashboard lists', () => {
  // Typing into a list's search box while the list was still loading re-rendered the table in an endless loop at the
  // keystroke's synchronous priority: the tab froze for good (useServerTable in components/ui/data-table.tsx).
  for (const [path, search, api] of [
    ['/dashboard/boats', 'Tekne adıyla ara', '/v1/admin/boat'],
    ['/dashboard/villas', 'Villa adı', '/v1/admin/villas'],
  ] as const) {
    test(`${path}: typing into the search box while the list loads keeps the screen working`, async ({ page }) => {
      await loginAs(page, 'admin');
      let release = () => {};
      const held = new Promise<void>((resolve) => {
        release = resolve;
      });
      const isList = (url: URL) => url.pathname === api;
      await page.route(isList, async (route) => {
        await held;
        // The list's first request may have been cancelled meanwhile (the query moved on to the typed text).
        await route.continue().catch(() => {});
      });
      await page.goto(path);
      await expect(page.locator('table[aria-busy="true"]')).toHaveCount(1);
      await page.getByRole('searchbox', { name: search }).pressSequentially('gül');
      const answer = await Promise.race([
        page.evaluate(() => 'yanıt verdi'),
        new Promise<string>((resolve) => setTimeout(() => resolve('donmuş'), 5_000)),
      ]);
      expect(answer).toBe('yanıt verdi');
      release();
      await page.unroute(isList);
      await expect(page).toHaveURL(/[?&]q=g%C3%BCl/);
      await expect(page.locator('table[aria-busy="true"]')).toHaveCount(0);
      await expect(page.getByRole('searchbox', { name: search })).toHaveValue('gül');
    });
  }
});
