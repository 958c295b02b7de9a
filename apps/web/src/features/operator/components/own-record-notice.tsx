import { Alert } from '@/components/ui/alert';
import { useSession } from '@/lib/session';
import { operatorMessages as m } from '../messages';

/** The four-eyes rule (ADR 0023): whether the signed-in operator is the record's own user. */
export function useIsOwnRecord(ownerId: string): boolean {
  return useSession().user?.id === ownerId;
}

/** Shown instead of 承認する / 差し戻す on the operator's own licence, listing or change. */
export function OwnRecordNotice() {
  return (
    <Alert tone="info">
      <p data-testid="own-record" className="font-bold">
        {m.ownRecordTitle}
      </p>
      <p>{m.ownRecordBody}</p>
    </Alert>
  );
}
