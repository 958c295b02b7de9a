import { paymentStatusLabels, PaymentAttention, type PaymentStatus } from '@kurumatabi/contract';
import { Tag, type TagTone } from '@/components/ui/tag';

const tones: Record<PaymentStatus, TagTone> = {
  RequiresAction: 'warning',
  Authorized: 'info',
  Captured: 'success',
  CaptureFailed: 'danger',
  VoidPending: 'warning',
  Voided: 'neutral',
  PartiallyRefunded: 'brown',
  Refunded: 'neutral',
  Invoiced: 'info',
  InvoicePaid: 'success',
};

export function PaymentStatusTag({ status }: { status: PaymentStatus }) {
  return <Tag tone={tones[status]}>{paymentStatusLabels[status]}</Tag>;
}

/** Why a payment is on the follow-up list. */
export function AttentionTag({ attention }: { attention: PaymentAttention | null }) {
  if (!attention) return null;
  return <Tag tone="danger">{PaymentAttention.labels[attention]}</Tag>;
}
