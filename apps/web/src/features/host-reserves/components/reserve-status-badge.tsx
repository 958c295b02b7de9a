import { ReserveStatus } from '@kurumatabi/contract/enums';
import { Tag, type TagTone } from '@/components/ui/tag';

const tones: Record<ReserveStatus, TagTone> = {
  Request: 'warning',
  Approved: 'gold',
  Renting: 'info',
  Returned: 'success',
  Canceled: 'neutral',
  AutoCanceled: 'neutral',
};

/** 承認待ち / 予約確定 / 利用中 / 返却済み / キャンセル / 自動キャンセル, in the contract's words. */
export function ReserveStatusBadge({ status }: { status: ReserveStatus }) {
  return (
    <Tag tone={tones[status]} data-testid="reserve-status">
      {ReserveStatus.labels[status]}
    </Tag>
  );
}
