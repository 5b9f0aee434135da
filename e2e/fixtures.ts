/**
 * Shared fixtures: demo users, `loginAs`, and `shoot` which saves a
 * screenshot under e2e/artifacts/screenshots (kept as a CI artifact).
 */
import path from 'node:path';
import { test as base, expect, type Page } from '@playwright/test';

export const USERS = {
  admin: { email: 'admin@example.com', password: 'Admin123!', name: 'Ayşe Yılmaz' },
  owner1: { email: 'owner1@example.com', password: 'Owner123!', name: 'Mehmet Öztürk' },
  owner2: { email: 'owner2@example.com', password: 'Owner123!', name: 'Şule Çelik' },
} as const;

export const SESSION_KEY = 'yali_admin';

export async function loginAs(page: Page, who: keyof typeof USERS) {
  const u = USERS[who];
  await page.goto('/dashboard/login');
  await page.getByLabel('E-posta').fill(u.email);
  await page.getByLabel('Şifre').fill(u.password);
  await page.getByRole('button', { name: 'Giriş Yap' }).click();
  await expect(page.getByText(`Welcome, ${u.name}`)).toBeVisible();
}

export const test = base.extend<{ shoot: (name: string) => Promise<void> }>({
  shoot: async ({ page }, use, testInfo) => {
    await use(async (name: string) => {
      const file = path.join(import.meta.dirname, 'artifacts/screenshots', `${name}-${testInfo.project.name}.png`);
      await page.screenshot({ path: file, fullPage: true });
    });
  },
});

export { expect };
