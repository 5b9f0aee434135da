/**
 * Turkish labels and badge tones of reservation statuses and channels
 * (DESIGN §3), and the tr-TR date helpers of the reservation screens.
 */
import { instantFormat, RESERVATION_CHANNEL_LABEL, RESERVATION_STATUS_LABEL, type ReservationStatus } from '@yali/contract';

/** The contract's labels (RESERVATION_STATUS_LABEL), as the screens name them. */
export const STATUS_LABEL = RESERVATION_STATUS_LABEL;

export const STATUS_TONE: Record<ReservationStatus, 'gold' | 'sea' | 'green' | 'red' | 'slate'> = {
  pending: 'sea',
  option: 'gold',
  confirmed: 'green',
  cancelled: 'red',
  completed: 'slate',
};

export const CHANNEL_LABEL = RESERVATION_CHANNEL_LABEL;

export const STATUS_OPTIONS = (Object.keys(STATUS_LABEL) as ReservationStatus[]).map((s) => ({
  value: s,
  label: STATUS_LABEL[s],
}));

const shortDate = new Intl.DateTimeFormat('tr-TR', { day: 'numeric', month: 'short', timeZone: 'UTC' });
const longDate = new Intl.DateTimeFormat('tr-TR', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' });
const dateTime = new Intl.DateTimeFormat('tr-TR', instantFormat('short'));

/** '2026-07-04', '2026-07-11' → '4 Tem – 11 Tem 2026'. */
export function formatStay(start: string, end: string): string {
  const s = new Date(`${start}T00:00:00Z`);
  const e = new Date(`${end}T00:00:00Z`);
  const sameYear = s.getUTCFullYear() === e.getUTCFullYear();
  return `${sameYear ? shortDate.format(s) : longDate.format(s)} – ${longDate.format(e)}`;
}

/** An ISO timestamp in Istanbul time: '21 Kas 2026 14:05'. */
export const formatDateTime = (iso: string) => dateTime.format(new Date(iso));

/** A date input's 'YYYY-MM-DD' as the ISO string the filters send (SPEC §5). */
export const dayToIso = (day: string) => new Date(`${day}T00:00:00.000Z`).toISOString();

/** 'YYYY-MM-DDTHH:mm' for a datetime-local input, in the browser's time zone. */
export function toLocalInput(d: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
}
