import { Suspense } from 'react';
import { OccupancyCalendar } from '@/features/occupancy/components/occupancy-calendar';

export default function OccupancyPage() {
  return (
    <Suspense>
      <OccupancyCalendar />
    </Suspense>
  );
}
