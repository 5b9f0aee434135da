/** Guest-facing words of a reservation's status in 'Rezervasyonlarım' (issues 5, 7, 23). */
import type { ReservationStatus } from '@yali/contract';

/** Guest-facing status labels (same words as the contract's RESERVATION_STATUS_LABELS). */
export const STATUS: Record<ReservationStatus, { label: string; className: string; text: string }> = {
  pending: {
    label: 'Talep alındı',
    className: 'bg-amber-100 text-amber-900 dark:bg-amber-900 dark:text-amber-100',
    text: 'Talebiniz bize ulaştı; ekibimiz müsaitliği teyit edip sizinle iletişime geçecek.',
  },
  option: {
    label: 'Opsiyonlu',
    className: 'bg-sky-100 text-sky-900 dark:bg-sky-900 dark:text-sky-100',
    text: 'Tarihler sizin için ayrıldı. Rezervasyonun kesinleşmesi için opsiyon süresi içinde ön ödemeyi yapmanız gerekir.',
  },
  confirmed: {
    label: 'Onaylandı',
    className: 'bg-emerald-100 text-emerald-900 dark:bg-emerald-900 dark:text-emerald-100',
    text: 'Rezervasyonunuz kesinleşti. İyi tatiller dileriz!',
  },
  cancelled: {
    label: 'İptal edildi',
    className: 'bg-rose-100 text-rose-900 dark:bg-rose-900 dark:text-rose-100',
    text: 'Bu rezervasyon iptal edildi. Sorularınız için bize ulaşabilirsiniz.',
  },
  completed: {
    label: 'Tamamlandı',
    className: 'bg-slate-200 text-slate-800 dark:bg-slate-700 dark:text-slate-100',
    text: 'Konaklamanız tamamlandı. Bizi tercih ettiğiniz için teşekkür ederiz.',
  },
};

/**
 * The same statuses told for a boat rental (issue 7): days, not nights; a
 * trip, not a stay. Labels are shared; only the explanation differs.
 */
export const BOAT_STATUS_TEXT: Record<ReservationStatus, string> = {
  pending: 'Tekne kiralama talebiniz bize ulaştı; ekibimiz müsaitliği teyit edip sizinle iletişime geçecek.',
  option: 'Günler sizin için ayrıldı. Kiralamanın kesinleşmesi için opsiyon süresi içinde kaporayı ödemeniz gerekir.',
  confirmed: 'Tekne kiralamanız kesinleşti. Kalkış saatinden önce marinada olmanızı rica ederiz; keyifli seyirler!',
  cancelled: 'Bu tekne kiralaması iptal edildi. Sorularınız için bize ulaşabilirsiniz.',
  completed: 'Tekne kiralamanız tamamlandı. Bizi tercih ettiğiniz için teşekkür ederiz.',
};
