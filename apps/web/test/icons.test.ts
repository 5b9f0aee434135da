/** The sprite icons (components/icons.tsx): one list, one component per name, each drawable by lucide-react. */
import * as lucide from 'lucide-react';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { ICON_NAMES, spriteVersion } from '../src/components/icon-names.ts';
import * as icons from '../src/components/icons.tsx';
import * as publicIcons from '../src/components/public-icons.ts';

const { iconId, SPRITE_URL } = icons;
// Looked up by name: the test is about which names lucide-react has.
const lucideExports: Record<string, unknown> = lucide;
const components = Object.entries(icons).filter(([, value]) => typeof value === 'function' && value !== iconId);

describe('sprite icons', () => {
  it('exports a component under each listed name, and nothing unlisted but lucide aliases', () => {
    for (const name of ICON_NAMES) expect((icons as Record<string, unknown>)[name], name).toBeTypeOf('function');
    for (const [exported, component] of components) {
      // Loader2 is lucide's older name of LoaderCircle: the same component, hence the same symbol.
      const drawn = (component as { displayName?: string }).displayName;
      expect(ICON_NAMES, exported).toContain(drawn);
      if (drawn !== exported) expect(lucideExports[exported], exported).toBe(lucideExports[drawn as string]);
    }
  });

  it("the public islands' icons draw exactly what the icons of the same name draw", () => {
    for (const [name, component] of Object.entries(publicIcons)) {
      const full = (icons as Record<string, unknown>)[name];
      expect(full, name).toBeTypeOf('function');
      const props = { className: 'size-4' };
      expect(renderToStaticMarkup(createElement(component, props)), name).toBe(
        renderToStaticMarkup(createElement(full as typeof component, props)),
      );
    }
  });

  it('names icons lucide-react draws, with distinct symbol ids', () => {
    for (const name of ICON_NAMES) expect(lucideExports[name], name).toBeDefined();
    expect(new Set(ICON_NAMES.map(iconId)).size).toBe(ICON_NAMES.length);
    expect(iconId('MapPin')).toBe('map-pin');
    expect(iconId('Gamepad2')).toBe('gamepad2');
  });

  it('renders a <use> of the sprite, hidden from screen readers unless labelled', () => {
    // The literal version must follow the list, or browsers would keep an old sprite for a year.
    expect(SPRITE_URL).toBe(`/icons.svg?v=${spriteVersion()}`);
    expect(renderToStaticMarkup(createElement(icons.MapPin, { className: 'size-4' }))).toBe(
      `<svg aria-hidden="true" class="i size-4"><use href="${SPRITE_URL}#map-pin"></use></svg>`,
    );
    expect(renderToStaticMarkup(createElement(icons.Mail, { 'aria-label': 'Okunmadı' }))).toBe(
      `<svg role="img" aria-label="Okunmadı" class="i"><use href="${SPRITE_URL}#mail"></use></svg>`,
    );
    expect(renderToStaticMarkup(createElement(icons.Star, { strokeWidth: 1.5 }))).toContain('style="stroke-width:1.5"');
  });
});
