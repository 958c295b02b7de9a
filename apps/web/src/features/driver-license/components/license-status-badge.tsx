import type { VerificationStatus } from '@kurumatabi/contract/enums';
import { CircleCheck, CircleDashed, Clock, FileWarning, PenLine } from 'lucide-react';
import { cx } from '@/lib/cx';
import { driverLicenseMessages as m } from '../messages';

/** `None`: no licence registered yet. */
export type LicenseState = VerificationStatus | 'None';

const looks = {
  None: { className: 'border-line-strong text-ink-soft', Icon: CircleDashed },
  Registered: { className: 'border-info/60 bg-info/10 text-info', Icon: PenLine },
  VerificationRequest: { className: 'border-warning/60 bg-warning/10 text-warning', Icon: Clock },
  Verified: { className: 'border-success/60 bg-success/10 text-success', Icon: CircleCheck },
  Rejected: { className: 'border-danger/60 bg-danger/10 text-danger', Icon: FileWarning },
} as const;

export function LicenseStatusBadge({ state, className }: { state: LicenseState; className?: string }) {
  const { className: tone, Icon } = looks[state];
  return (
    <span
      data-testid="license-status"
      className={cx('inline-flex items-center gap-1.5 rounded-full border px-3 py-1 text-sm font-bold whitespace-nowrap', tone, className)}
    >
      <Icon className="size-4" aria-hidden />
      {m.statuses[state]}
    </span>
  );
}
