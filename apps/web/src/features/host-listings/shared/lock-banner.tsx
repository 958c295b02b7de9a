import type { VerificationStatus } from '@kurumatabi/contract/enums';
import { Alert } from '@/components/ui/alert';
import { listingMessages as m } from '../messages';

/** Where the listing stands, above every step: sent back (with the operator's reason), under review (locked), verified. */
export function LockBanner({ status, rejectionReason }: { status: VerificationStatus; rejectionReason: string | null }) {
  if (status === 'Rejected') {
    return (
      <Alert tone="error">
        <p className="font-bold">{m.lock.rejectedTitle}</p>
        <p>{m.lock.rejectedBody}</p>
        {rejectionReason && (
          <p data-testid="rejection-reason" className="mt-2 rounded-lg border border-danger/40 bg-canvas/60 px-3 py-2 whitespace-pre-wrap">
            {rejectionReason}
          </p>
        )}
      </Alert>
    );
  }
  if (status === 'VerificationRequest') {
    return (
      <Alert tone="info">
        <p className="font-bold">{m.lock.underReviewTitle}</p>
        <p>{m.lock.underReviewBody}</p>
      </Alert>
    );
  }
  if (status === 'Verified') {
    return (
      <Alert tone="success">
        <p>{m.lock.verifiedBody}</p>
      </Alert>
    );
  }
  return null;
}
