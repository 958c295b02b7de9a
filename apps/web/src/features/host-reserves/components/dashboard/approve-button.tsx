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
        approve.mutate(reserve.id, {
          onSuccess: () => toast.success(m.approved(reserve.guestName)),
          onError: (error) =>
            toast.error(error instanceof ApiError && error.status < 500 && error.status > 0 ? error.message : m.approveFailed),
        })
      }
    >
      {m.approve}
    </Button>
  );
}
