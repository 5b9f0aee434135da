import type { ReservationStatus } from '@yali/contract';
import { Badge } from '@/components/ui/form-fields';
import { STATUS_LABEL, STATUS_TONE } from '../lib/status';

/** The status pill of a reservation: Talep, Opsiyon, Onaylı, İptal, Tamamlandı. */
export function StatusBadge({ status }: { status: ReservationStatus }) {
  return <Badge tone={STATUS_TONE[status]}>{STATUS_LABEL[status]}</Badge>;
}
