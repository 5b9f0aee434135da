import { RegionsScreen } from '@/features/regions/components/regions-screen';

export default function TownDistrictPage() {
  return <RegionsScreen />;
}
