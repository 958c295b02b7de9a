import { lazy, Suspense } from 'react';
import { useSession } from '@/lib/session';

// Only a suspended account ever sees it: its markup and icon are no part of a visitor's first load (ADR 0030).
const SuspensionNotice = lazy(() => import('./suspension-notice'));

/**
 * Says why everything but the contact form is refused while staff have suspended the account
 * (ADR 0033): the API answers show-current-user with the suspension, and 403 ACCOUNT_SUSPENDED elsewhere.
 */
export function SuspensionBanner() {
  const suspension = useSession().user?.suspension;
  if (!suspension) return null;
  return (
    <Suspense fallback={null}>
      <SuspensionNotice suspension={suspension} />
    </Suspense>
  );
}
