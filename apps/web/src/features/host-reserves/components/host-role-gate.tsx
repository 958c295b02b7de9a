import type { ReactNode } from 'react';
import { ArrowRight, Building2, CreditCard } from 'lucide-react';
import { Card } from '@/components/ui/card';
import { LinkButton } from '@/components/ui/link-button';
import { Skeleton } from '@/components/ui/skeleton';
import { useSession } from '@/lib/session';
import { hostReserveMessages, type HostKind } from '../messages';

/**
 * The page's content for a car owner (or facility provider) only: while the session loads a
 * skeleton, for anyone else the way to become one (the API would answer 403 to their calls).
 */
export function HostRoleGate({ kind, children }: { kind: HostKind; children: ReactNode }) {
  const { user } = useSession();
  if (!user) return <Skeleton className="h-40 w-full" />;
  const allowed = kind === 'car' ? user.roles.carOwner : user.roles.facilityProvider;
  if (allowed) return <>{children}</>;
  const copy = hostReserveMessages.ownersOnly[kind];
  return (
    <Card
      role="region"
      aria-labelledby="host-only-title"
      className="flex flex-col items-start gap-4 p-6 sm:flex-row sm:items-center sm:p-8"
    >
      <span className="flex size-12 shrink-0 items-center justify-center rounded-full bg-brown/30 text-gold">
        {kind === 'car' ? <CreditCard className="size-6" aria-hidden /> : <Building2 className="size-6" aria-hidden />}
      </span>
      <div className="min-w-0 flex-1">
        <h2 id="host-only-title" className="text-lg font-bold">
          {copy.title}
        </h2>
        <p className="mt-1 text-sm leading-relaxed text-ink-soft">{copy.body}</p>
      </div>
      <LinkButton
        to={kind === 'car' ? '/mypage/cars/to-owner' : '/mypage/spots/to-provider'}
        className="shrink-0"
        icon={<ArrowRight className="size-4" aria-hidden />}
      >
        {copy.action}
      </LinkButton>
    </Card>
  );
}
