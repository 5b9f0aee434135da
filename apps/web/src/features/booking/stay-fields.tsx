import { filterFieldClass, filterLabelClass } from '@/components/public/filter-form';

/**
 * Check-in, check-out and guests fields of the listing's filter form
 * (issue 5). Server-rendered native inputs inside the page's GET form: the
 * address carries `checkin`, `checkout` and `guests`, no script needed.
 */
const fieldClass = filterFieldClass;
const labelClass = filterLabelClass;

export function StayFields({
  checkin,
  checkout,
  guests,
  today,
}: {
  checkin: string | undefined;
  checkout: string | undefined;
  guests: number | undefined;
  today: string;
}) {
  return (
    <>
      <div>
        <label htmlFor="listing-checkin" className={labelClass}>
          Giriş tarihi
        </label>
        <input id="listing-checkin" name="checkin" type="date" min={today} defaultValue={checkin ?? ''} className={fieldClass} />
      </div>
      <div>
        <label htmlFor="listing-checkout" className={labelClass}>
          Çıkış tarihi
        </label>
        <input
          id="listing-checkout"
          name="checkout"
          type="date"
          min={today}
          defaultValue={checkout ?? ''}
          className={fieldClass}
        />
      </div>
      <div>
        <label htmlFor="listing-guests" className={labelClass}>
          Kişi sayısı
        </label>
        <select id="listing-guests" name="guests" defaultValue={guests ? String(guests) : ''} className={fieldClass}>
          <option value="">Fark etmez</option>
          {Array.from({ length: 16 }, (_, i) => i + 1).map((n) => (
            <option key={n} value={n}>
              {n} kişi
            </option>
          ))}
        </select>
      </div>
    </>
  );
}
