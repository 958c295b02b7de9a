import { Landmark } from 'lucide-react';
import { PageHeading } from '@/components/ui/page-heading';
import { Skeleton } from '@/components/ui/skeleton';
import { BankAccountPanel, bankAccountMessages as m, HostsOnlyPrompt } from '@/features/bank-account';
import { useDocumentTitle } from '@/lib/document-title';
import { queryClient } from '@/lib/query-client';
import { useSession } from '@/lib/session';

/** The マイページ top checks whether an account exists (its checklist): a save makes it ask again. */
function refreshMypageTop() {
  void queryClient.invalidateQueries({ queryKey: ['mypage-home'] });
}

/** `/mypage/cars/bank-account` (spec §2): the payout account, shared by the car and spot areas. */
export function Component() {
  const { user } = useSession();
  useDocumentTitle(m.title);
  const isHost = user !== null && (user.roles.carOwner || user.roles.facilityProvider);
  return (
    <div className="space-y-8">
      <PageHeading eyebrow={m.eyebrow.cars} icon={<Landmark className="size-4" aria-hidden />} title={m.title} lead={m.lead} />
      {!user ? (
        <Skeleton className="h-64 w-full" />
      ) : isHost ? (
        <BankAccountPanel onSaved={refreshMypageTop} />
      ) : (
        <HostsOnlyPrompt area="cars" />
      )}
    </div>
  );
}
