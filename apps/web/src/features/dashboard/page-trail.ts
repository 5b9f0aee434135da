/**
 * Where a dashboard URL is, read from the menus (menu.ts) so that every
 * screen's name is written once (issue 24): the breadcrumb trail
 * (Panel › Rezervasyon Yönetimi › Villa Rezervasyonları › RZV-…), the window
 * title ("Villa Rezervasyonları · Yalı Yönetim") and whether the screen is
 * for ADMINs only (its menu entry is in the ADMIN menu and not the OWNER's).
 */
import type { UserRole } from '@yali/contract';
import { paths } from '@/lib/paths';
import { ADMIN_MENU, type MenuItem, menuFor, OWNER_MENU } from './menu';

export type Crumb = { label: string; href?: string };

/** The window title's suffix: "<screen> · Yalı Yönetim". */
export const TITLE_SUFFIX = 'Yalı Yönetim';
/** The first crumb of every trail, the panel's home. */
export const ROOT_CRUMB: Crumb = { label: 'Panel', href: paths.dashboard.root };

const root = paths.dashboard.root;

/** True when `pathname` is `href` or below it (by whole segments: /reservations/12 is not under /reservations/villa). */
const isUnder = (pathname: string, href: string) => pathname === href || pathname.startsWith(`${href}/`);

/** Drops a trailing slash (but keeps "/") and the query or hash, if any. */
const cleanPath = (pathname: string) => pathname.split(/[?#]/)[0]?.replace(/(.)\/+$/, '$1') ?? pathname;

/**
 * The menu entry a path belongs to: the one with the longest href that the
 * path is at or under (the home entry only for the home path itself), with
 * its parent group when it is a child. Null when no entry matches.
 */
export function findMenuEntry(menu: MenuItem[], pathname: string): { item: MenuItem; parent?: MenuItem } | null {
  const path = cleanPath(pathname);
  let best: { item: MenuItem; parent?: MenuItem } | null = null;
  const consider = (item: MenuItem, parent?: MenuItem) => {
    const matches = item.href === root ? path === root : isUnder(path, item.href);
    if (matches && (!best || item.href.length > best.item.href.length)) best = parent ? { item, parent } : { item };
  };
  for (const item of menu) {
    if (item.children) for (const child of item.children) consider(child, item);
    else consider(item);
  }
  return best;
}

/**
 * True when an OWNER may not open `pathname`: its best menu entry is the
 * ADMIN menu's and the OWNER menu has none as close. Paths that no menu
 * knows are not admin-only (their own screen answers).
 */
export function isAdminOnlyPath(pathname: string): boolean {
  const admin = findMenuEntry(ADMIN_MENU, pathname);
  if (!admin) return false;
  const owner = findMenuEntry(OWNER_MENU, pathname);
  return !owner || owner.item.href.length < admin.item.href.length;
}

/** Labels of the segments below a menu entry that are not a record's id. */
const SUB_PAGE_LABELS: Record<string, string> = { new: 'Yeni kayıt' };

/**
 * The breadcrumb trail of `pathname` for `role`: Panel, the menu group and
 * entry, then one crumb for a page below the entry (`record` — a detail
 * page's name, such as a reservation code — else "Yeni kayıt" for /new, else
 * "#id"). The last crumb has no href (it is the current page).
 */
export function trailFor(role: UserRole, pathname: string, record?: string): Crumb[] {
  const path = cleanPath(pathname);
  const crumbs: Crumb[] = [ROOT_CRUMB];
  const entry = findMenuEntry(menuFor(role), path);
  if (entry) {
    if (entry.parent) crumbs.push({ label: entry.parent.label, href: entry.parent.href });
    if (entry.item.href !== root) crumbs.push({ label: entry.item.label, href: entry.item.href });
    const rest = path.slice(entry.item.href.length).split('/').filter(Boolean);
    if (rest.length > 0) {
      const last = rest[rest.length - 1] as string;
      crumbs.push({ label: record ?? SUB_PAGE_LABELS[last] ?? `#${decodeURIComponent(last)}` });
    }
  } else if (record) {
    crumbs.push({ label: record });
  }
  const current = crumbs[crumbs.length - 1] as Crumb;
  crumbs[crumbs.length - 1] = { label: current.label };
  return crumbs;
}

/** The window title of a trail: its last crumb (the home page: "Panel") and the suffix. */
export const titleOf = (crumbs: Crumb[]) => `${crumbs[crumbs.length - 1]?.label ?? ROOT_CRUMB.label} · ${TITLE_SUFFIX}`;
