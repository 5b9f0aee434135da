/**
 * The reservation kind descriptor: what the shared reservation screens
 * (list, detail, writes) need to know about one kind of rental unit — a
 * villa stay counted in nights, a boat rental counted in days. Each kind
 * names its API path, links, unit wording, period wording and its own edit
 * form here once; the screens hold no `if (boat)`. A third kind (transfers,
 * cars) is one more descriptor.
 */
import type { AdminReservationDetail, UnitReservationRow } from '@yali/contract';
import type { ComponentType, ReactNode } from 'react';

/** ADMIN sees every record with its actions; an OWNER reads their own villas' records only. */
export type ViewerMode = 'admin' | 'owner';

/** What every reservation list row has, whatever its unit. */
export type ReservationRow = UnitReservationRow;

/** What every reservation detail has on top of its row. */
export type ReservationRecord = ReservationRow &
  Pick<
    AdminReservationDetail,
    'note' | 'admin_note' | 'events' | 'mails' | 'price_breakdown' | 'confirm_sent_at' | 'bank_sent_at'
  >;

/** A label and its value in a definition list. */
export type DlRow = [string, ReactNode];

/** A unit in the list's filter select; `active: false` is shown as '(pasif)'. */
export type UnitChoice = { id: number; name: string; active?: boolean };

/** The API side of a kind: enough for the writes hook, with no screens in it (the forms import it). */
export type ReservationApi = {
  /** Collection path, e.g. '/v1/admin/reservations'; a record is `${path}/${id}`. */
  path: string;
  /** The mail actions' request: path and JSON body (none when the id is in the path). */
  sendRequest: (id: number, mail: 'confirm' | 'bank') => { path: string; body?: unknown };
  /** Subject of the toasts: 'Rezervasyon' → 'Rezervasyon güncellendi.' */
  noun: string;
};

/** One kind of reservation as the shared screens see it. */
export type ReservationKind<Item extends ReservationRow, Detail extends ReservationRecord & Item> = {
  api: ReservationApi;
  links: {
    list: (mode: ViewerMode) => string;
    detail: (id: number, mode: ViewerMode) => string;
    /** The ADMIN's creation link and its label ('Yeni rezervasyon'); absent: no creation screen. */
    create?: { href: string; label: string };
  };
  unit: {
    /** 'Villa' / 'Tekne': column header, filter label and detail row label. */
    label: string;
    /** Column id of the unit column ('villa' / 'boat'). */
    columnId: string;
    /** The list API's filter parameter, e.g. 'villa_id'. */
    param: string;
    /** The filter's empty choice: 'Tüm villalar'. */
    allLabel: string;
    name: (r: Item) => string;
    prepaymentPercent: (r: Detail) => number;
    useChoices: () => { data?: readonly UnitChoice[] };
  };
  text: {
    listTitle: (mode: ViewerMode) => string;
    filtersLabel: string;
    codePlaceholder: string;
    caption: string;
    empty: string;
    emptyFiltered: string;
    /** Back link of the detail screen. */
    backLink: string;
    notFound: string;
    /** 'Rezervasyonu' / 'Tekne rezervasyonunu' in 'X iptal et', 'X düzenle'. */
    accusative: string;
    /** What an option holds and a cancellation frees: 'Tarihler' / 'Günler'. */
    heldWord: string;
    /** Title of the detail's unit card: 'Konaklama' / 'Kiralama'. */
    stayCard: string;
  };
  period: {
    columnId: string;
    header: string;
    /** '4 Tem – 11 Tem 2026' */
    text: (r: Item) => string;
    /** '7 gece' / '3 gün' */
    length: (r: Item) => string;
    /** Under the guest's name in the list: '2 yetişkin, 1 çocuk' / '6 kişi'. */
    guests: (r: Item) => string;
    /** The sort buttons of the period column: 'Giriş' and 'Çıkış' / 'İlk gün' and 'Son gün'. */
    startName: string;
    endName: string;
    /** The check-in range's labels: from (URL `started_at`, SPEC §7) and to (`started_to`). */
    startFilterLabel: string;
    startToLabel: string;
    /**
     * The check-out range's end: its URL key, label and the day it sends to the API (ISO), used for
     * `finished_at` (SPEC §7, on or before) and `finished_from`; `fromLabel` names the range's start.
     */
    endFilter: { key: string; label: string; fromLabel: string; toApi: (day: string) => string };
  };
  /** The unit card's rows; `adminRows` follow the option expiry for ADMIN viewers. */
  stayRows: (r: Detail) => DlRow[];
  adminStayRows?: (r: Detail) => DlRow[];
  /** Kind-specific lines of the frozen quote around 'Toplam' and its itemised list. */
  price: (r: Detail) => {
    before: DlRow[];
    after: DlRow[];
    itemsTitle: string;
    items: { key: string; label: string; price: string }[];
  };
  EditForm: ComponentType<{ reservation: Detail; onDone: () => void }>;
};

/**
 * A kind's `unit` entry from the key its records carry the unit under ('villa', 'boat'): the column id
 * is the key, the list filter `${key}_id`, the name and prepayment percent the unit object's own;
 * `label` ('Villa'), `allLabel` ('Tüm villalar') and `useChoices` (the filter's units) are the kind's.
 */
export function unitByKey<
  K extends string,
  Item extends ReservationRow & Record<K, { name: string }>,
  Detail extends ReservationRecord & Item & Record<K, { prepayment_percent: number }>,
>(
  key: K,
  label: string,
  allLabel: string,
  useChoices: () => { data?: readonly UnitChoice[] },
): ReservationKind<Item, Detail>['unit'] {
  return {
    label,
    columnId: key,
    param: `${key}_id`,
    allLabel,
    name: (r) => r[key].name,
    prepaymentPercent: (r) => r[key].prepayment_percent,
    useChoices,
  };
}
