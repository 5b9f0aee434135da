'use client';
/**
 * The OWNER's view of their own villa (DESIGN §3: owners read their villas
 * with prices and calendar): details, prices, calendar and images, with no
 * edit controls. The server refuses an owner's writes anyway (403).
 */
import type { VillaDetail } from '@yali/contract';
import { RecordHistory } from '@/features/audit/components/record-history';
import { formatKurus } from '@/lib/format';
import { distanceLabel } from '@/features/villas/lib/labels';
import { CalendarTab } from './calendar-tab';
import { Section } from '@/features/unit-editor/section';
import { ImagesTab } from './images-tab';
import { PricesTab } from './prices-tab';
import { ReviewsTab } from './reviews-tab';
import { Frame } from './editor-frame';

const metres = (m: number | null) => (m === null ? '–' : distanceLabel(m));

export function VillaReadOnly({ villa }: { villa: VillaDetail }) {
  const facts: [string, string][] = [
    ['Bölge', [villa.town?.name, villa.district?.name].filter(Boolean).join(' / ') || '–'],
    ['Tip', villa.types.map((t) => t.name).join(', ') || '–'],
    ['Kapasite', `${villa.capacity} kişi`],
    ['Yatak odası / banyo', `${villa.bedrooms} / ${villa.bathrooms}`],
    ['En az konaklama', `${villa.min_stay} gece`],
    ['Temizlik ücreti', formatKurus(villa.cleaning_fee_kurus)],
    ['Hasar depozitosu', formatKurus(villa.damage_deposit_kurus)],
    ['Ön ödeme', `%${villa.prepayment_percent}`],
    ['Giriş / çıkış', `${villa.check_in_time} / ${villa.check_out_time}`],
    ['İzin belge no', villa.permit_number || '–'],
    [
      'Denize / merkeze / markete',
      [villa.sea_distance_m, villa.centre_distance_m, villa.market_distance_m].map(metres).join(' / '),
    ],
    [
      'Havalimanı',
      villa.airport_name
        ? `${villa.airport_name}: ${metres(villa.airport_distance_m)}${villa.airport_transfer_min === null ? '' : `, ${villa.airport_transfer_min} dk`}`
        : '–',
    ],
  ];
  return (
    <Frame title={villa.name} unit={villa}>
      <p className="rounded-lg bg-sea-50 px-4 py-2.5 text-sm text-sea-900 dark:bg-sea-950 dark:text-sea-100">
        Bu sayfa yalnızca görüntüleme içindir. Değişiklik için acenteyle iletişime geçin.
      </p>
      <Section title="Villa bilgileri">
        <dl className="grid gap-x-6 gap-y-3 sm:grid-cols-2 lg:grid-cols-3">
          {facts.map(([k, v]) => (
            <div key={k}>
              <dt className="text-xs text-slate-500 dark:text-slate-400">{k}</dt>
              <dd className="font-medium">{v}</dd>
            </div>
          ))}
        </dl>
        {villa.features.length > 0 && (
          <p className="mt-4 text-sm text-slate-700 dark:text-slate-300">
            <span className="font-medium">Özellikler: </span>
            {villa.features.map((f) => f.name).join(', ')}
          </p>
        )}
      </Section>
      <PricesTab villa={villa} readOnly />
      <CalendarTab villa={villa} readOnly />
      <ImagesTab villa={villa} readOnly />
      <ReviewsTab villa={villa} readOnly />
      <RecordHistory recordPath={`/v1/admin/villas/${villa.id}`} />
    </Frame>
  );
}
