/**
 * Checks the public-page suites share: axe over WCAG 2.1 A/AA, and scrolling
 * lazy images in before a full-page screenshot.
 */
import AxeBuilder from '@axe-core/playwright';
import type { Locator, Page } from '@playwright/test';
import { expect } from './fixtures';

/**
 * Fails on any serious or critical axe violation of the page, listed by rule
 * and element under `label`. Soft by default, so that one run reports the
 * violations of every page; `{ soft: false }` stops the test at once.
 */
export async function expectNoSeriousAxeViolations(page: Page, label: string, { soft = true }: { soft?: boolean } = {}) {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  const bad = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  const found = bad.map((v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(' ')).join(' | ')}`);
  (soft ? expect.soft : expect)(found, label).toEqual([]);
}

/** A full-page screenshot does not scroll, so lazy pictures below the fold would stay empty: scroll them in first. */
export async function revealLazyImages(page: Page) {
  await page.evaluate(async () => {
    for (let y = 0; y < document.body.scrollHeight; y += window.innerHeight / 2) {
      window.scrollTo(0, y);
      await new Promise((r) => setTimeout(r, 60));
    }
    window.scrollTo(0, 0);
  });
  await page.waitForFunction(() =>
    Array.from(document.querySelectorAll('img')).every((i) => !i.currentSrc || (i.complete && i.naturalWidth > 0)),
  );
}

/**
 * A back-office list in DataTable's `cards` mode, as `project` shows it: on
 * the phone each row (`firstRow`) is a card (a grid, the header row hidden)
 * and the page does not scroll sideways; on the desktop (1366 px) the rows
 * are table rows and the table's frame needs no sideways scroll either.
 */
export async function expectListFits(page: Page, firstRow: Locator, project: string) {
  // Polled: the rows are replaced while the list settles, and a row just taken out has no style.
  const display = () => firstRow.evaluate((el) => getComputedStyle(el).display);
  if (project === 'mobile') {
    await expect.poll(display).toBe('grid');
    await expect(page.locator('thead')).toBeHidden();
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    return;
  }
  await expect.poll(display).toBe('table-row');
  const frame = page.locator('[data-table-frame]');
  const { scroll, client } = await frame.evaluate((el) => ({ scroll: el.scrollWidth, client: el.clientWidth }));
  expect(scroll).toBeLessThanOrEqual(client);
}
