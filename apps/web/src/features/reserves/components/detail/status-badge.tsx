import { ReserveStatus } from '@kurumatabi/contract/enums';
import { Tag } from '@/components/ui/tag';
import { statusTone } from '../../format';

/** A reservation's state as a coloured badge (承認待ち, 予約確定, 利用中, 返却済み, キャンセル, 自動キャンセル). */
export function StatusBadge({ status, size = 'md' }: { status: ReserveStatus; size?: 'sm' | 'md' }) {
  return (
    <Tag tone={statusTone[status]} size={size} data-testid="reserve-status">
      {ReserveStatus.labels[status]}
    </Tag>
  );
}
