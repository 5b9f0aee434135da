import { PAYMENT_STATE_LABEL, type PaymentState } from '@yali/contract';
import { Badge } from '@/components/ui/form-fields';

const TONE: Record<PaymentState, 'green' | 'slate' | 'gold' | 'red' | 'sea'> = {
  unpaid: 'slate',
  deposit_paid: 'gold',
  paid: 'green',
  refunded: 'sea',
  overdue: 'red',
};

/** The payment state pill: Ödenmedi, Kapora alındı, Ödendi, İade edildi, Gecikmiş. */
export function PaymentStateBadge({ state }: { state: PaymentState }) {
  return <Badge tone={TONE[state]}>{PAYMENT_STATE_LABEL[state]}</Badge>;
}
