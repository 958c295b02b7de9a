import type { PayoutStatus } from '@kurumatabi/contract';
import { Tag, type TagTone } from '@/components/ui/tag';
import { payoutMessages as m } from '../messages';

const tones: Record<PayoutStatus, TagTone> = { Held: 'warning', Scheduled: 'info', Sent: 'success' };

export function PayoutStatusTag({ status }: { status: PayoutStatus }) {
  return <Tag tone={tones[status]}>{m.status[status]}</Tag>;
}
