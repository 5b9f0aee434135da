import { MarinasScreen } from '@/features/marinas/components/marinas-screen';

export default function MarinaPage() {
  return <MarinasScreen />;
}
