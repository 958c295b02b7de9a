import type { VerificationStatus } from '@kurumatabi/contract/enums';
import { cx } from '@/lib/cx';
import { operatorMessages as m } from '../messages';

const tones: Record<VerificationStatus, string> = {
  Registered: 'border-info/60 bg-info/10 text-info',
  VerificationRequest: 'border-warning/60 bg-warning/10 text-warning',
  Verified: 'border-success/60 bg-success/10 text-success',
  Rejected: 'border-danger/60 bg-danger/10 text-danger',
};

export function VerificationStatusBadge({ status, className }: { status: VerificationStatus; className?: string }) {
  return (
    <span
      data-testid="verification-status"
      className={cx(
        'inline-flex items-center rounded-full border px-2.5 py-0.5 text-xs font-bold whitespace-nowrap',
        tones[status],
        className,
      )}
    >
      {m.statuses[status]}
    </span>
  );
}
