import type { VillaDistances as Distances } from '@yali/contract';
import type { Locale } from '@yali/contract/locales';
import { useLocale, useTranslations } from 'next-intl';
import { Building2, Landmark, type LucideIcon, Plane, Waves } from '@/components/icons';
import { FactTiles } from '@/components/public/unit-page';
import { distanceLabel } from '../lib/labels';

/**
 * How far the sea, the centre, a supermarket and the airport are (issue 23):
 * one tile per distance the agency gave, the airport's with its name and the
 * transfer time by car. Nothing when none is given. Server component, in the page's language.
 */
export function VillaDistances({ distances }: { distances: Distances }) {
  const t = useTranslations('UnitPage');
  const locale = useLocale() as Locale;
  const d = distances;
  const distance = (m: number | null) => (m === null ? null : distanceLabel(m, locale));
  const airportName = d.airport_name ? t('namedAirport', { name: d.airport_name }) : t('airport');
  const transfer = d.airport_transfer_min !== null ? t('transfer', { minutes: d.airport_transfer_min }) : null;
  const rows: { icon: LucideIcon; label: string; value: string | null }[] = [
    { icon: Waves, label: t('seaBeach'), value: distance(d.sea_distance_m) },
    { icon: Landmark, label: t('centre'), value: distance(d.centre_distance_m) },
    { icon: Building2, label: t('market'), value: distance(d.market_distance_m) },
    {
      icon: Plane,
      label: airportName,
      value:
        d.airport_distance_m === null && transfer === null
          ? null
          : [distance(d.airport_distance_m), transfer].filter(Boolean).join(' · '),
    },
  ];
  const given = rows.flatMap((r) => (r.value === null ? [] : [{ ...r, value: r.value }]));
  if (given.length === 0) return null;
  return <FactTiles items={given} wide={4} testId="villa-distances" />;
}
