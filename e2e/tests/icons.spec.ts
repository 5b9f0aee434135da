/**
 * Icons come from one SVG sprite (components/icons.tsx, served by
 * app/icons.svg/route.ts) instead of inline lucide markup: every `<use>` of
 * the busiest public pages points at a symbol the served sprite has, icons
 * are drawn at their size, filled stars and hearts stay filled, and a
 * currentColor icon follows the text colour into dark mode.
 */
import type { Page } from '@playwright/test';
import { expect, test } from '../fixtures';

/** The slug of a villa from the public search (the demo data has 37). */
async function aVillaSlug(page: Page): Promise<string> {
  const res = await page.request.get('/v2/search?client=true&take=1');
  const body = await res.json();
  return body.content.items[0].slug as string;
}

/** Fill, stroke and text colour of an icon as the browser computes them. */
function paint(page: Page, selector: string) {
  return page
    .locator(selector)
    .first()
    .evaluate((svg) => {
      const style = getComputedStyle(svg);
      return { fill: style.fill, stroke: style.stroke, color: style.color };
    });
}

test.describe('icon sprite', () => {
  test('every <use> on /, /listing and a villa page points at a symbol of the served sprite', async ({ page }) => {
    const slug = await aVillaSlug(page);
    const sprites = new Map<string, Set<string>>();
    for (const path of ['/', '/listing', `/villa/${slug}`]) {
      await page.goto(path);
      await expect(page.locator('svg.lucide'), `${path} has no inline lucide icon left`).toHaveCount(0);
      const hrefs = await page.locator('svg use').evaluateAll((uses) => uses.map((use) => use.getAttribute('href') ?? ''));
      expect(hrefs.length, `${path} shows icons`).toBeGreaterThan(10);
      for (const href of hrefs) {
        const [url = '', id = ''] = href.split('#');
        if (!sprites.has(url)) {
          const res = await page.request.get(url);
          expect(res.status(), url).toBe(200);
          expect(res.headers()['content-type'], url).toContain('image/svg+xml');
          const ids = [...(await res.text()).matchAll(/<symbol id="([^"]+)"/g)].map((m) => m[1] ?? '');
          sprites.set(url, new Set(ids));
        }
        expect(sprites.get(url)?.has(id), `${path}: ${href}`).toBe(true);
      }
    }
    // One sprite for the whole site, so that the browser fetches it once.
    expect([...sprites.keys()]).toHaveLength(1);
  });

  test('icons are drawn at their size; filled stars and hearts stay filled', async ({ page }) => {
    await page.goto('/listing');
    const pin = page.locator('main svg.i:has(use[href$="#map-pin"])').first();
    await expect(pin).toBeVisible();
    const box = await pin.boundingBox();
    expect(box?.width).toBe(16);
    expect(box?.height).toBe(16);
    // The <use> has a size only once the symbol's shapes are drawn (the sprite loaded and has the id).
    await expect.poll(() => pin.locator('use').evaluate((use) => use.getBoundingClientRect().width)).toBeGreaterThan(0);

    const pinPaint = await paint(page, 'main svg.i:has(use[href$="#map-pin"])');
    expect(pinPaint.fill).toBe('none');
    expect(pinPaint.stroke).toBe(pinPaint.color);

    // The "Popüler" badge's star is filled with its text colour (fill-current wins over the `i` rule).
    const star = await paint(page, 'main svg.i.fill-current:has(use[href$="#star"])');
    expect(star.fill).toBe(star.color);

    // A client component's icon: the favourite heart fills once the villa is a favourite.
    const heart = page.locator('main [data-favourite]').first();
    await heart.click();
    await expect(heart).toHaveAttribute('data-favourite', 'on');
    const filled = await heart.locator('svg.i').evaluate((svg) => getComputedStyle(svg).fill);
    expect(filled).not.toBe('none');
  });

  test('a currentColor icon follows the text colour in dark mode', async ({ page }) => {
    const pin = 'main svg.i:has(use[href$="#map-pin"])';
    await page.goto('/listing');
    const light = await paint(page, pin);
    await page.evaluate(() => localStorage.setItem('yali_theme', 'dark'));
    await page.reload();
    await expect(page.locator('html')).toHaveClass(/dark/);
    const dark = await paint(page, pin);
    expect(dark.stroke).toBe(dark.color);
    expect(dark.stroke).not.toBe(light.stroke);
  });
});
