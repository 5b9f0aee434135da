/**
 * Price tools of issue 24 through HTTP on a real database: the bulk price
 * change (preview writes nothing; apply changes exactly the range, splitting
 * periods at its edges; atomic — one invalid row refuses the whole request
 * and nothing changes), copying a villa's seasons to another year (29
 * February, percent, refusal on overlap, replace), the missing-price list
 * (with an OWNER's scope), the selection filters of the villa list, and who
 * may do what (an OWNER is refused before the body is read).
 */
import {
  API_MESSAGES,
  type AuditPage,
  type BulkPriceResult,
  type CopyPriceYearResult,
  type MissingPricesResult,
  type PricePeriod,
  VILLA_TYPE_ID,
  type VillaDetail,
  type VillaListItem,
} from '@yali/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { periodForNight, todayInIstanbul } from '../../src/domain/pricing.ts';
import { loginAs } from '../helpers/auth.ts';
import { adminSuite, authorisationMatrix, type Endpoint } from '../helpers/catalogue-suite.ts';
import { addDays } from '../helpers/dates.ts';
import {
  createDistrict,
  createPricePeriod,
  createUser,
  createVilla,
  createVillaDate,
  type TestUser,
} from '../helpers/factories.ts';
import { contentOf, errorOf, type Page } from '../helpers/http.ts';

const s = adminSuite();
const today = todayInIstanbul();
/** A range a month ahead, so "today" never cuts into it. */
const D = addDays(today, 40);

let otherOwner: TestUser;
let otherOwnerToken: string;

beforeAll(async () => {
  otherOwner = await createUser(s.t.db, { role: 'OWNER' });
  otherOwnerToken = await loginAs(s.t.app, otherOwner);
});

const prices = async (villaId: number): Promise<PricePeriod[]> =>
  contentOf<VillaDetail>(await s.call('GET', `/v1/admin/villas/${villaId}`, s.adminToken)).prices;

/** The nightly price of every night from `from` for `nights` nights (null: no price). */
async function nightly(villaId: number, from: string, nights: number): Promise<(number | null)[]> {
  const periods = await prices(villaId);
  return Array.from({ length: nights }, (_, i) => periodForNight(periods, addDays(from, i))?.nightly_price_kurus ?? null);
}

/**
 * A fresh villa with the given seasons: [first night, last night, nightly
 * kuruş]; `period` adds fields to each (minimum nights 3 unless given).
 */
async function villaWith(
  seasons: [string, string, number][],
  opts: { name?: string; period?: { min_nights?: number; checkin_weekdays?: number[] } } = {},
) {
  const villa = await createVilla(s.t.db, opts.name ? { name: opts.name } : {});
  const periods = [];
  for (const [start_date, end_date, nightly_price_kurus] of seasons) {
    periods.push(
      await createPricePeriod(s.t.db, {
        villa_id: villa.id,
        start_date,
        end_date,
        nightly_price_kurus,
        min_nights: 3,
        ...opts.period,
      }),
    );
  }
  return { villa, periods };
}

const bulk = (over: Record<string, unknown> = {}) => ({
  villa_ids: [1],
  from: addDays(D, 10),
  to: addDays(D, 19),
  change: { kind: 'percent', value: 10 },
  ...over,
});

describe('who may use the price tools', () => {
  const endpoints: Endpoint[] = [
    ['POST', '/v1/admin/prices/bulk/preview', bulk()],
    ['POST', '/v1/admin/prices/bulk', bulk()],
    ['POST', '/v1/admin/villas/1/prices/copy-year/preview', { from_year: 2027 }],
    ['POST', '/v1/admin/villas/1/prices/copy-year', { from_year: 2027 }],
  ];
  authorisationMatrix(s, endpoints);

  it('refuses an OWNER with 403 before reading the body (an invalid body is not a 400)', async () => {
    for (const [method, url] of endpoints) {
      const res = await s.call(method, url, s.ownerToken, { villa_ids: 'kötü' });
      expect(res.statusCode, url).toBe(403);
      expect(errorOf(res).message).toBe(API_MESSAGES.FORBIDDEN);
    }
  });
});

describe('bulk price change', () => {
  it('answers bad bodies with 400 and a Turkish message naming the field', async () => {
    const cases: [Record<string, unknown>, string, string][] = [
      [{ villa_ids: [] }, 'villa_ids', 'En az bir villa seçin.'],
      [{ villa_ids: Array.from({ length: 501 }, (_, i) => i + 1) }, 'villa_ids', 'en fazla 500 villa'],
      [{ to: addDays(D, 5) }, 'to', 'Bitiş tarihi başlangıçtan önce olamaz.'],
      [{ from: '2027-02-30' }, 'from', 'Geçersiz tarih.'],
      [{ change: { kind: 'percent', value: 600 } }, 'change.value', 'en fazla %500'],
      [{ change: { kind: 'percent', value: -95 } }, 'change.value', 'en az %-90'],
      [{ change: { kind: 'amount', value: 12.5 } }, 'change.value', 'kuruş cinsinden tam sayı'],
      [{ change: { kind: 'amount', value: 0 } }, 'change.value', 'Değişiklik 0 olamaz.'],
      [{ change: { kind: 'kat', value: 2 } }, 'change.kind', 'yüzde (percent) ya da tutar (amount)'],
    ];
    for (const [over, path, text] of cases) {
      const res = await s.call('POST', '/v1/admin/prices/bulk', s.adminToken, bulk(over));
      expect(res.statusCode, JSON.stringify(over)).toBe(400);
      const issue = errorOf(res).issues?.find((i) => i.path === `body.${path}`);
      expect(issue?.message, JSON.stringify(errorOf(res))).toContain(text);
    }
  });

  it('answers an unknown villa with 404 naming its id', async () => {
    const res = await s.call('POST', '/v1/admin/prices/bulk/preview', s.adminToken, bulk({ villa_ids: [987_654] }));
    expect(res.statusCode).toBe(404);
    expect(errorOf(res).message).toBe('Villa bulunamadı: #987654.');
  });

  it('previews without writing, then applies +10 % to exactly the range, splitting the period at its edges', async () => {
    const { villa } = await villaWith([[D, addDays(D, 29), 500_000]], {
      name: 'Villa Yüzde',
      period: { min_nights: 5, checkin_weekdays: [6] },
    });
    const before = await prices(villa.id);

    const preview = contentOf<BulkPriceResult>(
      await s.call('POST', '/v1/admin/prices/bulk/preview', s.adminToken, bulk({ villa_ids: [villa.id] })),
    );
    expect(preview).toMatchObject({ applied: false, changed_periods: 1, changed_villas: 1, problems: [] });
    expect(
      preview.villas[0]?.rows.map((r) => [r.start_date, r.end_date, r.old_price_kurus, r.new_price_kurus, r.changed]),
    ).toEqual([
      [D, addDays(D, 9), 500_000, 500_000, false],
      [addDays(D, 10), addDays(D, 19), 500_000, 550_000, true],
      [addDays(D, 20), addDays(D, 29), 500_000, 500_000, false],
    ]);
    expect(await prices(villa.id)).toEqual(before);

    const applied = contentOf<BulkPriceResult>(
      await s.call('POST', '/v1/admin/prices/bulk', s.adminToken, bulk({ villa_ids: [villa.id] })),
    );
    expect(applied).toMatchObject({ applied: true, changed_periods: 1 });
    const after = await prices(villa.id);
    expect(after).toHaveLength(3);
    // The split parts keep the minimum stay and the check-in day.
    for (const p of after) expect(p).toMatchObject({ min_nights: 5, checkin_weekdays: [6] });
    // Night by night: only the 10 nights of the range changed; the days around them kept their price.
    expect(await nightly(villa.id, addDays(D, -1), 32)).toEqual([
      null,
      ...Array(10).fill(500_000),
      ...Array(10).fill(550_000),
      ...Array(10).fill(500_000),
      null,
    ]);
  });

  it('changes by an amount, rounds to whole TL by default and keeps kuruş when asked', async () => {
    const villa = await createVilla(s.t.db);
    await createPricePeriod(s.t.db, { villa_id: villa.id, start_date: D, end_date: addDays(D, 6), nightly_price_kurus: 123_456 });
    await createPricePeriod(s.t.db, {
      villa_id: villa.id,
      start_date: addDays(D, 7),
      end_date: addDays(D, 13),
      nightly_price_kurus: 200_000,
    });
    const range = { villa_ids: [villa.id], from: D, to: addDays(D, 13) };
    const res = await s.call('POST', '/v1/admin/prices/bulk', s.adminToken, {
      ...range,
      change: { kind: 'amount', value: -50_000 },
    });
    expect(contentOf<BulkPriceResult>(res).changed_periods).toBe(2);
    expect((await prices(villa.id)).map((p) => p.nightly_price_kurus)).toEqual([73_500, 150_000]);

    await s.call('POST', '/v1/admin/prices/bulk', s.adminToken, {
      ...range,
      change: { kind: 'percent', value: 3.3 },
      rounding: 'kurus',
    });
    expect((await prices(villa.id)).map((p) => p.nightly_price_kurus)).toEqual([75_926, 154_950]);
  });

  it('is atomic: one villa going to 0 TL or below refuses the whole change with 422 and changes neither villa', async () => {
    const { villa: rich } = await villaWith([[D, addDays(D, 9), 1_000_000]], { name: 'Villa Zengin' });
    const { villa: cheap } = await villaWith([[D, addDays(D, 9), 50_000]], { name: 'Villa Ucuz' });
    const body = {
      villa_ids: [rich.id, cheap.id],
      from: addDays(D, 2),
      to: addDays(D, 5),
      change: { kind: 'amount', value: -60_000 },
    };
    const [richBefore, cheapBefore] = [await prices(rich.id), await prices(cheap.id)];

    const preview = contentOf<BulkPriceResult>(await s.call('POST', '/v1/admin/prices/bulk/preview', s.adminToken, body));
    expect(preview.problems).toHaveLength(1);
    expect(preview.villas.find((v) => v.villa_id === cheap.id)?.problems[0]?.message).toContain('Villa Ucuz');

    const res = await s.call('POST', '/v1/admin/prices/bulk', s.adminToken, body);
    expect(res.statusCode).toBe(422);
    const error = errorOf(res);
    expect(error.code).toBe('UNPROCESSABLE');
    expect(error.message).toMatch(/^Villa Ucuz, .+: Gecelik fiyat 0’dan büyük olmalı\. Hiçbir fiyat değiştirilmedi\.$/);
    expect(error.problems).toEqual([
      expect.objectContaining({ villa_id: cheap.id, start_date: addDays(D, 2), end_date: addDays(D, 5) }),
    ]);
    expect(await prices(rich.id)).toEqual(richBefore);
    expect(await prices(cheap.id)).toEqual(cheapBefore);
  });

  it('reports a villa without a period in the range instead of failing, and records the change in the audit log', async () => {
    const priced = await createVilla(s.t.db, { name: 'Villa Kayıtlı' });
    const bare = await createVilla(s.t.db, { name: 'Villa Fiyatsız' });
    const period = await createPricePeriod(s.t.db, {
      villa_id: priced.id,
      start_date: D,
      end_date: addDays(D, 9),
      nightly_price_kurus: 300_000,
    });
    const res = contentOf<BulkPriceResult>(
      await s.call('POST', '/v1/admin/prices/bulk', s.adminToken, {
        villa_ids: [priced.id, bare.id],
        from: D,
        to: addDays(D, 9),
        change: { kind: 'percent', value: -10 },
      }),
    );
    expect(res).toMatchObject({ applied: true, changed_villas: 1, villas_without_prices: 1, problems: [] });
    expect(res.villas.find((v) => v.villa_id === bare.id)?.rows).toEqual([]);

    const audit = contentOf<AuditPage>(
      await s.call('GET', `/v1/admin/audit?entity=villa_prices&entity_id=${period.id}`, s.adminToken),
    );
    expect(audit.items[0]).toMatchObject({
      action: 'update',
      actor_label: expect.stringContaining(s.admin.first_name),
      changes: { nightly_price_kurus: [300_000, 270_000] },
    });
  });
});

describe('copying seasons to the next year', () => {
  const copy = (villaId: number, body: object, preview = false) =>
    s.call('POST', `/v1/admin/villas/${villaId}/prices/copy-year${preview ? '/preview' : ''}`, s.adminToken, body);
  const ofYear = async (villaId: number, year: number) =>
    (await prices(villaId))
      .filter((p) => p.start_date.startsWith(String(year)))
      .map((p) => [p.start_date, p.end_date, p.nightly_price_kurus, p.min_nights]);

  it('copies a leap year to a common one: 29 February moves without overlap, the price rises by the percent in whole TL', async () => {
    const { villa } = await villaWith(
      [
        ['2028-02-01', '2028-02-28', 300_000],
        ['2028-02-29', '2028-03-31', 333_333],
        ['2028-06-01', '2028-06-30', 500_050],
      ],
      { period: { min_nights: 7 } },
    );

    const preview = contentOf<CopyPriceYearResult>(await copy(villa.id, { from_year: 2028, percent: 10 }, true));
    expect(preview).toMatchObject({ to_year: 2029, applied: false, conflicts: [] });
    expect(await ofYear(villa.id, 2029)).toEqual([]);

    const done = contentOf<CopyPriceYearResult>(await copy(villa.id, { from_year: 2028, percent: 10 }));
    expect(done.applied).toBe(true);
    expect(await ofYear(villa.id, 2029)).toEqual([
      ['2029-02-01', '2029-02-28', 330_000, 7],
      ['2029-03-01', '2029-03-31', 366_700, 7],
      ['2029-06-01', '2029-06-30', 550_100, 7],
    ]);
    // The source year is untouched.
    expect(await ofYear(villa.id, 2028)).toHaveLength(3);
  });

  it('copies a common year into a leap year so that 29 February is priced', async () => {
    const { villa } = await villaWith([
      ['2027-01-05', '2027-02-28', 200_000],
      ['2027-03-01', '2027-03-10', 210_000],
    ]);
    contentOf<CopyPriceYearResult>(await copy(villa.id, { from_year: 2027 }));
    expect(await ofYear(villa.id, 2028)).toEqual([
      ['2028-01-05', '2028-02-29', 200_000, 3],
      ['2028-03-01', '2028-03-10', 210_000, 3],
    ]);
  });

  it('refuses with 409 when the target year has overlapping periods, writes nothing, and replaces them when asked', async () => {
    const {
      villa,
      periods: [, old],
    } = await villaWith([
      ['2030-07-01', '2030-07-31', 400_000],
      ['2031-06-20', '2031-07-10', 999_900],
    ]);

    const refused = await copy(villa.id, { from_year: 2030, to_year: 2031, percent: 5 });
    expect(refused.statusCode).toBe(409);
    expect(errorOf(refused).message).toContain('2031 yılında çakışan fiyat dönemleri var: 20 Haziran 2031 – 10 Temmuz 2031');
    expect(errorOf(refused).conflicts).toEqual([{ id: old?.id, start_date: '2031-06-20', end_date: '2031-07-10' }]);
    expect(await ofYear(villa.id, 2031)).toEqual([['2031-06-20', '2031-07-10', 999_900, 3]]);

    contentOf<CopyPriceYearResult>(await copy(villa.id, { from_year: 2030, to_year: 2031, percent: 5, replace: true }));
    // The old period keeps only its nights before the copy; July is the copy's.
    expect(await ofYear(villa.id, 2031)).toEqual([
      ['2031-06-20', '2031-06-30', 999_900, 3],
      ['2031-07-01', '2031-07-31', 420_000, 3],
    ]);
  });

  it('answers 422 when the source year has no period, 400 for a bad year, 404 for an unknown villa', async () => {
    const villa = await createVilla(s.t.db);
    const empty = await copy(villa.id, { from_year: 2040 });
    expect(empty.statusCode).toBe(422);
    expect(errorOf(empty).message).toContain('2040 yılında başlayan fiyat dönemi yok');
    const backwards = await copy(villa.id, { from_year: 2030, to_year: 2029 });
    expect(backwards.statusCode).toBe(400);
    expect(errorOf(backwards).issues?.[0]?.message).toBe('Hedef yıl kaynak yıldan sonra olmalı.');
    const tooMuch = await copy(villa.id, { from_year: 2030, percent: 250 });
    expect(tooMuch.statusCode).toBe(400);
    expect((await copy(987_654, { from_year: 2030 })).statusCode).toBe(404);
  });
});

describe('villas with bookable days without a price', () => {
  const missing = async (token: string, query = '') =>
    contentOf<MissingPricesResult>(await s.call('GET', `/v1/admin/prices/missing${query}`, token));

  it('lists a villa with a gap and the right day count, not a fully priced one; closed days do not count', async () => {
    const gappy = await createVilla(s.t.db, { name: 'Villa Boşluklu' });
    const full = await createVilla(s.t.db, { name: 'Villa Tam Fiyatlı' });
    await createPricePeriod(s.t.db, { villa_id: gappy.id, start_date: addDays(today, -5), end_date: addDays(today, 99) });
    await createVillaDate(s.t.db, { villa_id: gappy.id, started_at: addDays(today, 100), finished_at: addDays(today, 110) });
    await createPricePeriod(s.t.db, { villa_id: full.id, start_date: today, end_date: addDays(today, 400) });

    const list = await missing(s.adminToken, '?days=365');
    expect(list).toMatchObject({ from: today, to: addDays(today, 364), days: 365 });
    const entry = list.villas.find((v) => v.villa_id === gappy.id);
    // 365 days − 100 priced − 10 closed.
    expect(entry).toMatchObject({
      name: 'Villa Boşluklu',
      missing_days: 255,
      gap_count: 1,
      gaps: [{ start_date: addDays(today, 110), end_date: addDays(today, 364), days: 255 }],
    });
    expect(list.villas.some((v) => v.villa_id === full.id)).toBe(false);

    const one = await missing(s.adminToken, `?villa_id=${full.id}`);
    expect(one.villas).toEqual([]);
    const shorter = await missing(s.adminToken, `?days=100&villa_id=${gappy.id}`);
    expect(shorter.villas).toEqual([]);
  });

  it('leaves inactive villas out of the list but not out of their own warning', async () => {
    const inactive = await createVilla(s.t.db, { active: false });
    expect((await missing(s.adminToken)).villas.some((v) => v.villa_id === inactive.id)).toBe(false);
    expect((await missing(s.adminToken, `?villa_id=${inactive.id}`)).villas[0]?.missing_days).toBe(365);
  });

  it('shows an OWNER only their own villas', async () => {
    const mine = await createVilla(s.t.db, { owner_id: s.owner.id });
    const theirs = await createVilla(s.t.db, { owner_id: otherOwner.id });
    const ids = (r: MissingPricesResult) => r.villas.map((v) => v.villa_id);
    const asOwner = await missing(s.ownerToken);
    expect(ids(asOwner)).toContain(mine.id);
    expect(ids(asOwner)).not.toContain(theirs.id);
    expect(ids(await missing(s.ownerToken, `?villa_id=${theirs.id}`))).toEqual([]);
    expect(ids(await missing(otherOwnerToken))).toEqual([theirs.id]);
  });

  it('answers a bad window with 400 in Turkish', async () => {
    const res = await s.call('GET', '/v1/admin/prices/missing?days=1000', s.adminToken);
    expect(res.statusCode).toBe(400);
    expect(errorOf(res).issues?.[0]?.message).toBe('Gün sayısı en fazla 730 olabilir.');
  });
});

describe('selecting villas for a bulk change', () => {
  it('filters the admin villa list by region, type and owner', async () => {
    const district = await createDistrict(s.t.db);
    const owner = await createUser(s.t.db, { role: 'OWNER' });
    const a = await createVilla(s.t.db, {
      town_id: district.town_id,
      district_id: district.district_id,
      types: [VILLA_TYPE_ID.apart],
      owner_id: owner.id,
    });
    const b = await createVilla(s.t.db, { town_id: district.town_id, types: [VILLA_TYPE_ID.bungalov] });
    const ids = async (query: string) =>
      contentOf<Page<VillaListItem>>(await s.call('GET', `/v1/admin/villas?take=100&${query}`, s.adminToken)).items.map(
        (v) => v.id,
      );
    expect(await ids(`town_id=${district.town_id}`)).toEqual([a.id, b.id]);
    expect(await ids(`district_id=${district.district_id}`)).toEqual([a.id]);
    expect(await ids(`town_id=${district.town_id}&type_id=${VILLA_TYPE_ID.bungalov}`)).toEqual([b.id]);
    expect(await ids(`owner_id=${owner.id}`)).toEqual([a.id]);
    const bad = await s.call('GET', '/v1/admin/villas?town_id=abc', s.adminToken);
    expect(bad.statusCode).toBe(400);
  });
});
