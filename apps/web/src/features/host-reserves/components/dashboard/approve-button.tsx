import { ApiError } from '@kurumatabi/contract/client';
import { Check } from 'lucide-react';
import { toast } from 'react-toastify';
import { Button } from '@/components/ui/button';
import { useApproveReserveRequest } from '../../api/approve-reserve-request';
import { hostReserveMessages } from '../../messages';
import type { ReserveView } from '../../reserve-view';

const m = hostReserveMessages.dashboard;

/**
 * 承認する on the dashboard: approve-reserve-request, then every owner's list is asked again. A
 * request that moved meanwhile (withdrawn, cancelled by its deadline) answers 409 in Japanese, and
 * the refreshed dashboard shows where it went.
 *
 * The toast hangs on `mutateAsync`'s promise, not on `mutate`'s callbacks: the approved request
 * leaves 承認待ち when the dashboard is asked again, which unmounts this button before the
 * mutation settles, and TanStack Query drops the callbacks of an unmounted observer.
 */
export function ApproveButton({ reserve, period }: { reserve: ReserveView; period: string }) {
  const approve = useApproveReserveRequest();
  return (
    <Button
      size="sm"
      loading={approve.isPending}
      aria-label={m.approveLabel(reserve.guestName, period)}
      icon={<Check className="size-4" aria-hidden />}
      onClick={() =>
        approve.mutateAsync(reserve.id).then(
          () => toast.success(m.approved(reserve.guestName)),
          (error: unknown) =>
            toast.error(error instanceof ApiError && error.status < 500 && error.status > 0 ? error.message : m.approveFailed),
        )
      }
    >
      {m.approve}
    </Button>
  );
}
