/**
 * The dashboard's page trail (issue 24): breadcrumbs and window titles come
 * from the menus, and the admin-only screens an OWNER may not open are the
 * ones whose menu entry only the ADMIN menu has.
 */
import { describe, expect, it } from 'vitest';
import { findMenuEntry, isAdminOnlyPath, titleOf, trailFor } from '../src/features/dashboard/page-trail.ts';
import { ADMIN_MENU } from '../src/features/dashboard/menu.ts';

const labels = (crumbs: { label: string }[]) => crumbs.map((c) => c.label);

describe('trailFor', () => {
  it('reads group and entry from the menu, and ends with the record of a detail page', () => {
    const trail = trailFor('ADMIN', '/dashboard/reservations/villa/42', 'RZV-2026-0042');
    expect(labels(trail)).toEqual(['Panel', 'Rezervasyon Yönetimi', 'Villa Rezervasyonları', 'RZV-2026-0042']);
    expect(trail[0]?.href).toBe('/dashboard');
    expect(trail[2]?.href).toBe('/dashboard/reservations/villa');
    // The current page is not a link.
    expect(trail[3]?.href).toBeUndefined();
    expect(titleOf(trail)).toBe('RZV-2026-0042 · Yalı Yönetim');
  });

  it('names a list screen by its menu entry, the home page "Panel"', () => {
    expect(titleOf(trailFor('ADMIN', '/dashboard/users'))).toBe('Kullanıcılar · Yalı Yönetim');
    expect(labels(trailFor('ADMIN', '/dashboard/settings/exchange/'))).toEqual(['Panel', 'Ayarlar', 'Döviz Kurları']);
    expect(labels(trailFor('OWNER', '/dashboard'))).toEqual(['Panel']);
    expect(titleOf(trailFor('OWNER', '/dashboard'))).toBe('Panel · Yalı Yönetim');
  });

  it('uses the role’s own menu words, and "Yeni kayıt" or the id below an entry without a record name', () => {
    expect(labels(trailFor('OWNER', '/dashboard/reservations/12'))).toEqual(['Panel', 'Rezervasyonlarım', '#12']);
    expect(labels(trailFor('OWNER', '/dashboard/villas'))).toEqual(['Panel', 'Villalarım']);
    expect(labels(trailFor('ADMIN', '/dashboard/villas/new'))).toEqual(['Panel', 'Villalar', 'Villa Listesi', 'Yeni kayıt']);
  });
});

describe('isAdminOnlyPath', () => {
  it('is true where only the ADMIN menu has the entry', () => {
    for (const path of ['/dashboard/users', '/dashboard/audit', '/dashboard/logins', '/dashboard/reservations/mails']) {
      expect(isAdminOnlyPath(path), path).toBe(true);
    }
    expect(isAdminOnlyPath('/dashboard/reservations/boat/7')).toBe(true);
    expect(isAdminOnlyPath('/dashboard/settings/site')).toBe(true);
  });

  it('is false for the OWNER’s screens and their records, and for paths no menu knows', () => {
    for (const path of [
      '/dashboard',
      '/dashboard/villas',
      '/dashboard/villas/5',
      '/dashboard/reservations',
      '/dashboard/reservations/12',
    ]) {
      expect(isAdminOnlyPath(path), path).toBe(false);
    }
    expect(isAdminOnlyPath('/dashboard/payments')).toBe(false);
    expect(isAdminOnlyPath('/dashboard/nowhere')).toBe(false);
  });

  it('matches whole path segments only', () => {
    expect(findMenuEntry(ADMIN_MENU, '/dashboard/usersx')).toBeNull();
    expect(findMenuEntry(ADMIN_MENU, '/dashboard/reservations/villa/3')?.item.label).toBe('Villa Rezervasyonları');
  });
});
