import { BoatTypesScreen } from '@/features/boat-types/components/boat-types-screen';

export default function BoatTypesPage() {
  return <BoatTypesScreen />;
}
