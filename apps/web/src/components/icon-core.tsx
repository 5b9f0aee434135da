/**
 * What every icon is made of (see ./icons.tsx): the sprite's address and the
 * component factory. Apart from the icon list so that a bundle can take a few
 * icons without the module that defines them all (./public-icons.ts): the
 * bundler counts an export as used when any page uses it, so a client bundle
 * importing ./icons.tsx carries every icon.
 */
import type { ReactElement, SVGProps } from 'react';
import type { IconName } from './icon-names';

/** The props call sites pass: those of an `<svg>` (className, style, aria-*, role, …). */
export type IconProps = Omit<SVGProps<SVGSVGElement>, 'children' | 'ref'>;

/** An icon component; the replacement of lucide-react's type of the same name. */
export type LucideIcon = (props: IconProps) => ReactElement;

/** The sprite's symbol id of an icon: its name in kebab-case, as lucide writes it ("MapPin" → "map-pin"). */
export function iconId(name: IconName): string {
  return name.replace(/([a-z0-9])([A-Z])/g, '$1-$2').toLowerCase();
}

/**
 * The sprite's address. Its version is the hash of the icon list
 * (`spriteVersion()` in ./icon-names.ts, checked by test/icons.test.ts), so
 * browsers may keep the sprite for a year: adding or removing an icon changes
 * the address. A literal rather than computed from the list, so that the
 * list stays out of the browser's bundles (−0.65 kB gzip of first-load JS).
 */
const SPRITE_VERSION = '1u102f4';
export const SPRITE_URL = `/icons.svg?v=${SPRITE_VERSION}`;

/** The component of one icon: an `<svg class="i">` that uses its symbol of the sprite. */
export function spriteIcon(name: IconName): LucideIcon {
  const href = `${SPRITE_URL}#${iconId(name)}`;
  function Icon({ className, strokeWidth, style, ...props }: IconProps) {
    // Decorative unless labelled, as lucide does; a labelled icon is an image with that name.
    const labelled = props['aria-label'] !== undefined || props['aria-labelledby'] !== undefined || props.role !== undefined;
    // Only attributes that are set: a server component's icon is written again in the RSC payload,
    // where even an unset one costs bytes. A stroke-width attribute would lose to the `i` rule: a
    // given width goes into the style.
    const own: SVGProps<SVGSVGElement> = labelled ? { role: 'img' } : { 'aria-hidden': true };
    if (strokeWidth !== undefined || style !== undefined)
      own.style = strokeWidth === undefined ? style : { strokeWidth, ...style };
    return (
      // biome-ignore lint/a11y/noSvgWithoutTitle: `own` hides the icon, or makes it an image named by its label.
      <svg {...own} {...props} className={className ? `i ${className}` : 'i'}>
        <use href={href} />
      </svg>
    );
  }
  Icon.displayName = name;
  return Icon;
}
