/**
 * Filling forms in the e2e specs the way a visitor does: opening a dialog
 * by its button, and fields found by their visible labels.
 */
import { expect, type Locator, type Page } from '@playwright/test';

/** Fills each field of `scope` found by its label (key) with its value, in order. */
export async function fillByLabel(scope: Page | Locator, fields: Record<string, string>) {
  for (const [label, value] of Object.entries(fields)) await scope.getByLabel(label).fill(value);
}

/**
 * Clicks the button `button` until the dialog `dialog` shows (a click while
 * the screen is still hydrating is lost) and answers the dialog.
 */
export async function openDialog(page: Page, button: string, dialog: string): Promise<Locator> {
  await expect(async () => {
    await page.getByRole('button', { name: button, exact: true }).click();
    await expect(page.getByRole('dialog', { name: dialog })).toBeVisible({ timeout: 2_000 });
  }).toPass();
  return page.getByRole('dialog', { name: dialog });
}
