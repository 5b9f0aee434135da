import { Suspense } from 'react';
import { PriceToolsScreen } from '@/features/price-tools/components/price-tools-screen';

export default function PricesPage() {
  return (
    <Suspense>
      <PriceToolsScreen />
    </Suspense>
  );
}
