import { VillaTypesScreen } from '@/features/villa-types/components/villa-types-screen';

export default function VillaTypesPage() {
  return <VillaTypesScreen />;
}
