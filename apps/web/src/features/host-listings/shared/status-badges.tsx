import type { PublicationState, VerificationStatus } from '@kurumatabi/contract/enums';
import type { OwnedRevision } from '@kurumatabi/contract';
import { Eye, EyeOff, FilePen, FileWarning } from 'lucide-react';
import { Tag, type TagTone } from '@/components/ui/tag';
import { listingMessages as m } from '../messages';

const verificationTones: Record<VerificationStatus, TagTone> = {
  Registered: 'info',
  VerificationRequest: 'warning',
  Verified: 'success',
  Rejected: 'danger',
};

/** 未申請 / 審査中 / 承認済み / 差し戻し. */
export function VerificationBadge({ status }: { status: VerificationStatus }) {
  return (
    <Tag tone={verificationTones[status]} data-testid="verification-status">
      {m.status[status]}
    </Tag>
  );
}

/** 公開中 / 非公開 (the owner's switch). */
export function PublicationBadge({ state }: { state: PublicationState }) {
  return (
    <Tag
      tone={state === 'Published' ? 'gold' : 'neutral'}
      icon={state === 'Published' ? <Eye aria-hidden /> : <EyeOff aria-hidden />}
      data-testid="publication-state"
    >
      {m.publication[state]}
    </Tag>
  );
}

/** 変更を審査中 / 変更が差し戻されました: a verified listing's change that waits for staff, or was sent back (ADR 0023). */
export function RevisionBadge({ status }: { status: OwnedRevision['status'] }) {
  return (
    <Tag
      tone={status === 'Pending' ? 'warning' : 'danger'}
      icon={status === 'Pending' ? <FilePen aria-hidden /> : <FileWarning aria-hidden />}
      data-testid="revision-status"
    >
      {m.revision[status]}
    </Tag>
  );
}
