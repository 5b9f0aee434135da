'use client';

/**
 * One reservation of a verified guest in 'Rezervasyonlarım' (issue 23): code,
 * status, unit link, dates, length, party, total / paid / balance due (the
 * payments ledger) and the kapora's last day while unpaid; the agency's
 * phone, WhatsApp (code typed in) and e-mail; "Değişiklik iste" / "İptal
 * iste" on an open reservation, opening a small form that sends a message to
 * the agency (the reservation itself does not change); "Voucher (PDF)" on a
 * confirmed or completed one. A card on a phone, the same card wider on a desktop.
 */
import { type FormEvent, type ReactNode, useId, useState } from 'react';
import Link from 'next/link';
import { clsx } from 'clsx';
import { type MyReservationItem, type MyReservations, type ReservationRequestKind, phoneLink } from '@yali/contract';
import { AlertTriangle, Check, Download, Loader2, Mail, Phone } from '@/components/icons';
import { WhatsappIcon } from '@/components/public/social-icons';
import { paths } from '@/lib/paths';
import { fetchGuestVoucher, sendGuestRequest } from './api';
import { addDaysIso, formatDay, formatMinor } from './format';
import { STATUS_CLASS } from './reservation-status';
import { useLocale, useTranslations } from 'next-intl';
import type { Locale } from '@yali/contract/locales';
import { INTL_TAG, localePath } from '@/i18n/paths';

const linkClass = 'font-semibold text-sea-700 underline dark:text-brand-400';
const smallButton =
  'inline-flex min-h-11 items-center justify-center gap-2 rounded-xl border px-4 py-2 text-sm font-semibold transition disabled:opacity-60';

export function MyReservationCard(props: {
  item: MyReservationItem;
  agency: MyReservations['agency'];
  token: string;
  verified: boolean;
}) {
  const { item: r, agency, token } = props;
  const [requests, setRequests] = useState(r.requests);
  const [open, setOpen] = useState<ReservationRequestKind | null>(null);
  const [sent, setSent] = useState<string | null>(null);
  const t = useTranslations('Client.MyReservations');
  const locale = useLocale() as Locale;
  const tl = (k: number) => formatMinor(k, 'TL', locale);
  const sentOn = new Intl.DateTimeFormat(INTL_TAG[locale], {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone: 'Europe/Istanbul',
  });
  const boat = r.kind === 'boat';
  const adults = r.guests - r.children;
  const party = [
    t('partyAdults', { count: adults }),
    r.children > 0 ? t('partyChildren', { count: r.children }) : '',
    (r.infants ?? 0) > 0 ? t('partyInfants', { count: r.infants ?? 0 }) : '',
  ];
  const rows: [string, ReactNode][] = [
    [
      boat ? t('boat') : t('villa'),
      <Link key="u" href={localePath(locale, boat ? paths.boat(r.unit.slug) : paths.villa(r.unit.slug))} className={linkClass}>
        {r.unit.name}
      </Link>,
    ],
    [boat ? t('firstDay') : t('checkIn'), formatDay(r.started_at, locale)],
    [boat ? t('lastDay') : t('checkOut'), formatDay(boat ? addDaysIso(r.finished_at, -1) : r.finished_at, locale)],
    [t('length'), boat ? t('days', { count: r.length }) : t('nights', { count: r.length })],
    [t('party'), boat ? t('people', { count: r.guests }) : party.filter(Boolean).join(', ')],
    [t('total'), r.total_kurus === null ? t('askPrice') : tl(r.total_kurus)],
    [t('paid'), tl(r.paid_kurus)],
    [t('balance'), r.total_kurus === null ? '—' : tl(r.balance_due_kurus)],
  ];
  return (
    <article
      aria-labelledby={`res-${r.reservation_id}`}
      className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm dark:border-slate-800 dark:bg-slate-900"
      data-testid={props.verified ? 'lookup-result' : 'my-reservation'}
    >
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h3
          id={`res-${r.reservation_id}`}
          className="font-mono text-2xl font-bold tracking-[0.15em] text-sea-900 dark:text-brand-400"
        >
          {r.reservation_id}
        </h3>
        <span className={`rounded-full px-3 py-1 text-sm font-semibold ${STATUS_CLASS[r.status]}`}>
          {t(`status.${r.status}`)}
        </span>
      </div>
      <p className="mt-2 text-sm text-slate-600 dark:text-slate-300">{t(`${boat ? 'boatText' : 'villaText'}.${r.status}`)}</p>
      <dl className="mt-4 grid grid-cols-2 gap-x-6 gap-y-3 sm:grid-cols-4">
        {rows.map(([k, v]) => (
          <div key={k}>
            <dt className="text-xs font-semibold tracking-wide text-slate-600 uppercase dark:text-slate-400">{k}</dt>
            <dd className="text-slate-900 dark:text-white">{v}</dd>
          </div>
        ))}
      </dl>
      {r.kapora_due_on && r.kapora_kurus > 0 && (
        <p className="mt-4 rounded-xl bg-amber-50 px-4 py-3 text-sm text-amber-900 dark:bg-amber-950 dark:text-amber-100">
          {t.rich('kapora', {
            amount: tl(r.kapora_kurus),
            date: formatDay(r.kapora_due_on, locale),
            strong: (chunks) => <strong>{chunks}</strong>,
          })}
        </p>
      )}
      <AgencyContact agency={agency} whatsappUrl={r.whatsapp_url} />
      {requests.length > 0 && (
        <ul className="mt-4 space-y-1 text-sm text-slate-700 dark:text-slate-300">
          {requests.map((q) => (
            <li key={q.created_at} className="flex items-center gap-2">
              <Check aria-hidden="true" className="size-4 text-emerald-600 dark:text-emerald-400" />
              {t('requestSent', { kind: q.kind, date: sentOn.format(new Date(q.created_at)) })}
            </li>
          ))}
        </ul>
      )}
      {sent && (
        <p
          role="status"
          className="mt-3 rounded-xl bg-emerald-50 px-4 py-3 text-sm font-semibold text-emerald-900 dark:bg-emerald-950 dark:text-emerald-100"
        >
          {sent}
        </p>
      )}
      <div className="mt-4 flex flex-wrap gap-2">
        {r.can_request &&
          (['change', 'cancel'] as const).map((kind) => (
            <button
              key={kind}
              type="button"
              aria-expanded={open === kind}
              onClick={() => setOpen(open === kind ? null : kind)}
              className={clsx(
                smallButton,
                'border-slate-300 text-slate-800 hover:bg-slate-50 dark:border-slate-700 dark:text-slate-100 dark:hover:bg-slate-800',
              )}
            >
              {kind === 'change' ? t('askChange') : t('askCancel')}
            </button>
          ))}
        {r.voucher && <VoucherButton token={token} code={r.reservation_id} locale={locale} />}
      </div>
      {open && (
        <RequestForm
          key={open}
          kind={open}
          token={token}
          code={r.reservation_id}
          locale={locale}
          onSent={(message, request) => {
            setRequests((list) => [...list, request]);
            setSent(message);
            setOpen(null);
          }}
          onCancel={() => setOpen(null)}
        />
      )}
    </article>
  );
}

function AgencyContact({ agency, whatsappUrl }: { agency: MyReservations['agency']; whatsappUrl: string | null }) {
  const t = useTranslations('Client.MyReservations');
  if (!agency.phone && !whatsappUrl && !agency.email) return null;
  const item = 'inline-flex min-h-11 items-center gap-2 text-sm font-semibold text-sea-700 underline dark:text-brand-400';
  return (
    <div className="mt-4 border-t border-slate-200 pt-3 dark:border-slate-800">
      <p className="text-xs font-semibold tracking-wide text-slate-600 uppercase dark:text-slate-400">{t('contactAgency')}</p>
      <div className="flex flex-wrap gap-x-5">
        {agency.phone && (
          <a href={`tel:${phoneLink(agency.phone)}`} className={item}>
            <Phone aria-hidden="true" className="size-4" />
            {agency.phone}
          </a>
        )}
        {whatsappUrl && (
          <a href={whatsappUrl} target="_blank" rel="noopener noreferrer" className={item}>
            <WhatsappIcon className="size-4" />
            WhatsApp
          </a>
        )}
        {agency.email && (
          <a href={`mailto:${agency.email}`} className={item}>
            <Mail aria-hidden="true" className="size-4" />
            {agency.email}
          </a>
        )}
      </div>
    </div>
  );
}

function VoucherButton({ token, code, locale }: { token: string; code: string; locale: Locale }) {
  const t = useTranslations('Client.MyReservations');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  async function download() {
    setBusy(true);
    setError(null);
    try {
      const url = URL.createObjectURL(await fetchGuestVoucher(token, code, locale));
      const a = document.createElement('a');
      a.href = url;
      a.download = `voucher-${code}.pdf`;
      document.body.append(a);
      a.click();
      a.remove();
      setTimeout(() => URL.revokeObjectURL(url), 10_000);
    } catch (err) {
      setError((err as Error).message);
    } finally {
      setBusy(false);
    }
  }
  return (
    <>
      <button
        type="button"
        onClick={download}
        disabled={busy}
        className={clsx(smallButton, 'border-transparent bg-brand-500 text-sea-950 hover:bg-brand-400')}
      >
        {busy ? (
          <Loader2 aria-hidden="true" className="size-4 animate-spin" />
        ) : (
          <Download aria-hidden="true" className="size-4" />
        )}
        {t('voucher')}
      </button>
      {error && (
        <p role="alert" className="w-full text-sm text-rose-800 dark:text-rose-200">
          {error}
        </p>
      )}
    </>
  );
}

const fieldClass =
  'block w-full rounded-xl border border-slate-300 bg-white px-3 py-2.5 text-slate-900 focus:border-brand-500 dark:border-slate-700 dark:bg-slate-950 dark:text-white';
const labelClass = 'mb-1 block text-sm font-semibold text-slate-700 dark:text-slate-200';

function RequestForm(props: {
  kind: ReservationRequestKind;
  token: string;
  code: string;
  locale: Locale;
  onSent: (message: string, request: MyReservationItem['requests'][number]) => void;
  onCancel: () => void;
}) {
  const t = useTranslations('Client.MyReservations');
  const id = useId();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const change = props.kind === 'change';

  async function submit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    const form = new FormData(e.currentTarget);
    const message = String(form.get('message') ?? '').trim();
    const started = String(form.get('started_at') ?? '');
    const finished = String(form.get('finished_at') ?? '');
    if (message.length < 10) {
      setError(t('messageShort'));
      return;
    }
    setBusy(true);
    setError(null);
    try {
      const res = await sendGuestRequest(
        props.token,
        props.code,
        {
          kind: props.kind,
          message,
          ...(started ? { started_at: started } : {}),
          ...(finished ? { finished_at: finished } : {}),
        },
        props.locale,
      );
      props.onSent(res.message, res.request);
    } catch (err) {
      const e2 = err as Error & { issues?: { message: string }[] };
      setError(e2.issues?.[0]?.message ?? e2.message);
    } finally {
      setBusy(false);
    }
  }

  return (
    <form
      onSubmit={submit}
      noValidate
      aria-label={change ? t('changeForm') : t('cancelForm')}
      className="mt-4 flex flex-col gap-3 rounded-xl border border-slate-200 bg-slate-50 p-4 dark:border-slate-800 dark:bg-slate-950"
    >
      <p className="text-sm text-slate-700 dark:text-slate-300">{change ? t('changeHint') : t('cancelHint')}</p>
      {change && (
        <div className="grid grid-cols-1 gap-3 sm:grid-cols-2">
          <div>
            <label htmlFor={`${id}-in`} className={labelClass}>
              {t('newCheckIn')}
            </label>
            <input id={`${id}-in`} name="started_at" type="date" className={fieldClass} />
          </div>
          <div>
            <label htmlFor={`${id}-out`} className={labelClass}>
              {t('newCheckOut')}
            </label>
            <input id={`${id}-out`} name="finished_at" type="date" className={fieldClass} />
          </div>
        </div>
      )}
      <div>
        <label htmlFor={`${id}-msg`} className={labelClass}>
          {t('message')}
        </label>
        <textarea
          id={`${id}-msg`}
          name="message"
          rows={4}
          minLength={10}
          maxLength={2000}
          required
          aria-describedby={`${id}-hint`}
          className={fieldClass}
        />
        <p id={`${id}-hint`} className="mt-1 text-xs text-slate-600 dark:text-slate-400">
          {t('messageHint')}
        </p>
      </div>
      {error && (
        <p role="alert" className="flex gap-2 text-sm text-rose-800 dark:text-rose-200">
          <AlertTriangle aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          {error}
        </p>
      )}
      <div className="flex flex-wrap gap-2">
        <button
          type="submit"
          disabled={busy}
          className={clsx(smallButton, 'border-transparent bg-sea-700 text-white hover:bg-sea-800')}
        >
          {busy && <Loader2 aria-hidden="true" className="size-4 animate-spin" />}
          {t('send')}
        </button>
        <button
          type="button"
          onClick={props.onCancel}
          className={clsx(smallButton, 'border-slate-300 text-slate-800 dark:border-slate-700 dark:text-slate-100')}
        >
          {t('cancel')}
        </button>
      </div>
    </form>
  );
}
