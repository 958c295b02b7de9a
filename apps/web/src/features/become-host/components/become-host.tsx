import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Skeleton } from '@/components/ui/skeleton';
import { useSession } from '@/lib/session';
import { shareContractQuery } from '../api/share-contract';
import type { HostRole } from '../messages';
import { AgreementForm } from './agreement-form';
import { HostPoints } from './host-points';
import { NextSteps } from './next-steps';
import { ShareContractPanel } from './share-contract-panel';

/**
 * The body of to-owner / to-provider: what the role means, the share contract and the agreement;
 * once the role is held (from before, or just now), the next steps instead.
 */
export function BecomeHost({ role }: { role: HostRole }) {
  const { user } = useSession();
  const [justNow, setJustNow] = useState(false);
  const holds = user?.roles[role] ?? false;
  const contract = useQuery({ ...shareContractQuery, enabled: user !== null && !holds });

  if (!user) return <Skeleton className="h-64 w-full" />;
  if (holds) return <NextSteps role={role} justNow={justNow} />;
  return (
    <div className="space-y-10">
      <HostPoints role={role} />
      <ShareContractPanel contract={contract.data} failed={contract.isError} onRetry={() => void contract.refetch()} />
      <AgreementForm
        role={role}
        version={contract.data?.version}
        onDone={() => {
          setJustNow(true);
          window.scrollTo({ top: 0 });
        }}
      />
    </div>
  );
}
