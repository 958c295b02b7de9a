import { lazy, Suspense } from 'react';
import { useSession } from '@/lib/session';
import { LicenceVisitorLine } from './licence-visitor-line';

const SignedInLicenceRequirement = lazy(async () => ({
  default: (await import('./signed-in-licence-requirement')).SignedInLicenceRequirement,
}));

/**
 * The licence notice of a car's page and its reservation form, for the trip ending on `endDate` (null while none
 * is chosen). A visitor, and anyone while the session is unknown (the server's page): the one line that is true
 * for everyone. Signed in: the notice for their licence, whose code and request come with the session (ADR 0056:
 * a visitor's car page carries the line only).
 */
export function LicenceRequirement({ endDate, className }: { endDate: string | null; className?: string }) {
  const session = useSession();
  if (!session.authenticated) return <LicenceVisitorLine className={className} />;
  return (
    <Suspense fallback={null}>
      <SignedInLicenceRequirement endDate={endDate} className={className} />
    </Suspense>
  );
}
