/**
 * The icons of the public site's client islands that load with a page
 * (header search, currency and favourites menus, the search forms, the
 * error boundary, the photo gallery), made from ./icon-core.tsx rather than
 * imported from ./icons.tsx, which would bring every icon into the
 * first-load JavaScript (≈ 2 kB gzip, issue 23).
 * Server components keep importing ./icons.tsx: they ship no icon code.
 */
import { spriteIcon } from './icon-core';

export const CalendarDays = spriteIcon('CalendarDays');
export const Check = spriteIcon('Check');
export const ChevronLeft = spriteIcon('ChevronLeft');
export const ChevronRight = spriteIcon('ChevronRight');
export const ChevronDown = spriteIcon('ChevronDown');
export const Expand = spriteIcon('Expand');
export const Heart = spriteIcon('Heart');
export const House = spriteIcon('House');
export const ImageOff = spriteIcon('ImageOff');
export const LoaderCircle = spriteIcon('LoaderCircle');
export const RotateCcw = spriteIcon('RotateCcw');
export const Sailboat = spriteIcon('Sailboat');
export const Search = spriteIcon('Search');
export const SlidersHorizontal = spriteIcon('SlidersHorizontal');
export const X = spriteIcon('X');
