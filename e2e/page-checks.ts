/**
 * Checks the public-page suites share: axe over WCAG 2.1 A/AA, and scrolling
 * lazy images in before a full-page screenshot.
 */
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
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
