/**
 * The icon sprite (`/icons.svg`): one `<symbol>` per icon of
 * components/icons.tsx, drawn from lucide-react's own data when the app is
 * built (the route is static), so that pages reference an icon with `<use>`
 * instead of inlining lucide's markup. Fill and stroke are left to the `i`
 * rule of app/globals.css, which the symbols inherit through `<use>`.
 */
import * as lucide from 'lucide-react';
import { iconId } from '@/components/icons';
import { ICON_NAMES, type IconName } from '@/components/icon-names';

export const dynamic = 'force-static';

type Drawing = { size?: number; node: [tag: string, attributes: Record<string, string | number>][] };
type LucideComponent = { render?: (props: object, ref: null) => { props?: { icon?: Drawing } } };

/**
 * lucide's drawing of one icon. A lucide component is a forwardRef around
 * `<Icon icon={drawing}>`; calling its render function (no DOM, no hooks)
 * hands back that element, whose props carry the drawing. If a lucide
 * upgrade changes this, the build fails here instead of serving blank icons.
 */
function lucideDrawing(name: IconName): Drawing {
  const component = (lucide as unknown as Record<string, LucideComponent | undefined>)[name];
  const drawing = component?.render?.({}, null)?.props?.icon;
  if (!Array.isArray(drawing?.node) || drawing.node.length === 0) throw new Error(`lucide-react has no drawing for ${name}`);
  return drawing;
}

const escapeAttribute = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

function symbol(name: IconName): string {
  const { size = 24, node } = lucideDrawing(name);
  const shapes = node.map(([tag, attributes]) => {
    const written = Object.entries(attributes)
      .filter(([key]) => key !== 'key')
      .map(([key, value]) => ` ${key.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)}="${escapeAttribute(String(value))}"`);
    return `<${tag}${written.join('')}/>`;
  });
  return `<symbol id="${iconId(name)}" viewBox="0 0 ${size} ${size}">${shapes.join('')}</symbol>`;
}

export function GET(): Response {
  const sprite = `<svg xmlns="http://www.w3.org/2000/svg">${ICON_NAMES.map(symbol).join('')}</svg>`;
  // Pages ask for the sprite with a version that changes with the icon list (SPRITE_URL): a long cache is safe.
  return new Response(sprite, {
    headers: { 'content-type': 'image/svg+xml', 'cache-control': 'public, max-age=31536000, immutable' },
  });
}
