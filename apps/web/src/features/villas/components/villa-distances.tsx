import type { VillaDistances as Distances } from '@yali/contract';
import { Building2, Landmark, type LucideIcon, Plane, Waves } from '@/components/icons';
import { FactTiles } from '@/components/public/unit-page';
import { distanceLabel } from '../lib/labels';

/**
 * How far the sea, the centre, a supermarket and the airport are (issue 23):
 * one tile per distance the agency gave, the airport's with its name and the
 * transfer time by car. Nothing when none is given. Server component.
 */
export function VillaDistances({ distances }: { distances: Distances }) {
  const d = distances;
  const airportName = d.airport_name ? `${d.airport_name} Havalimanı` : 'Havalimanı';
  const transfer = d.airport_transfer_min !== null ? `transfer ~${d.airport_transfer_min} dk` : null;
  const rows: { icon: LucideIcon; label: string; value: string | null }[] = [
    { icon: Waves, label: 'Deniz / plaj', value: d.sea_distance_m === null ? null : distanceLabel(d.sea_distance_m) },
    { icon: Landmark, label: 'Merkez', value: d.centre_distance_m === null ? null : distanceLabel(d.centre_distance_m) },
    { icon: Building2, label: 'Market', value: d.market_distance_m === null ? null : distanceLabel(d.market_distance_m) },
    {
      icon: Plane,
      label: airportName,
      value:
        d.airport_distance_m === null && transfer === null
          ? null
          : [d.airport_distance_m === null ? null : distanceLabel(d.airport_distance_m), transfer].filter(Boolean).join(' · '),
    },
  ];
  const given = rows.flatMap((r) => (r.value === null ? [] : [{ ...r, value: r.value }]));
  if (given.length === 0) return null;
  return <FactTiles items={given} wide={4} testId="villa-distances" />;
}
