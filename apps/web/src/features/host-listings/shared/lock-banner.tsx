import { materialFieldLabel, type OwnedRevision } from '@kurumatabi/contract';
import type { VerificationStatus } from '@kurumatabi/contract/enums';
import { Alert } from '@/components/ui/alert';
import { formatDateTime } from '@/lib/format';
import { listingMessages as m } from '../messages';

/**
 * Where the listing stands, above every step: sent back (with the operator's reason), under verification
 * (locked), verified, and for a verified listing the change waiting for verification or sent back (ADR 0023).
 */
export function LockBanner({
  status,
  rejectionReason,
  revision,
}: {
  status: VerificationStatus;
  rejectionReason: string | null;
  revision: OwnedRevision | null;
}) {
  if (status === 'Rejected') {
    return (
      <Alert tone="error">
        <p className="font-bold">{m.lock.rejectedTitle}</p>
        <p>{m.lock.rejectedBody}</p>
        {rejectionReason && <Reason text={rejectionReason} />}
      </Alert>
    );
  }
  if (status === 'VerificationRequest') {
    return (
      <Alert tone="info">
        <p className="font-bold">{m.lock.underVerificationTitle}</p>
        <p>{m.lock.underVerificationBody}</p>
      </Alert>
    );
  }
  if (status !== 'Verified') return null;
  return (
    <div className="space-y-3">
      <Alert tone="success">
        <p>{m.lock.verifiedBody}</p>
      </Alert>
      {revision?.status === 'Pending' && (
        <Alert tone="info">
          <div data-testid="revision-pending">
            <p className="font-bold">{m.lock.revisionPendingTitle}</p>
            <p>{m.lock.revisionPendingBody}</p>
            <p className="mt-2">
              <span className="font-bold">{m.lock.revisionFields}：</span>
              {revision.fields.map(materialFieldLabel).join('、')}
            </p>
            <p className="text-xs text-ink-muted">{m.lock.revisionSubmittedAt(formatDateTime(revision.submittedAt))}</p>
          </div>
        </Alert>
      )}
      {revision?.status === 'Rejected' && (
        <Alert tone="error">
          <p className="font-bold">{m.lock.revisionRejectedTitle}</p>
          <p>{m.lock.revisionRejectedBody}</p>
          {revision.rejectionReason && <Reason text={revision.rejectionReason} />}
        </Alert>
      )}
    </div>
  );
}

function Reason({ text }: { text: string }) {
  return (
    <p data-testid="rejection-reason" className="mt-2 rounded-lg border border-danger/40 bg-canvas/60 px-3 py-2 whitespace-pre-wrap">
      {text}
    </p>
  );
}
