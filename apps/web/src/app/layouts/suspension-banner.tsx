import { ShieldAlert } from 'lucide-react';
import { Link } from 'react-router';
import { Container } from '@/components/ui/container';
import { useSession } from '@/lib/session';
import { layoutMessages as m } from './messages';

/**
 * Says why everything but the contact form is refused while staff have suspended the account
 * (ADR 0033): the API answers show-current-user with the suspension, and 403 ACCOUNT_SUSPENDED elsewhere.
 */
export function SuspensionBanner() {
  const suspension = useSession().user?.suspension;
  if (!suspension) return null;
  return (
    <div role="alert" className="border-b border-danger/50 bg-danger/10">
      <Container className="flex flex-col gap-1 py-3 text-sm leading-relaxed text-ink sm:flex-row sm:items-center sm:gap-3">
        <p className="flex items-start gap-2 font-bold">
          <ShieldAlert className="mt-0.5 size-4 shrink-0 text-danger" aria-hidden />
          {m.suspended}
        </p>
        {suspension.reason && (
          <p className="break-words text-ink-soft">
            {m.suspendedReason}: {suspension.reason}
          </p>
        )}
        <Link to="/contact" className="font-bold text-gold underline-offset-2 hover:text-gold-bright hover:underline sm:ml-auto">
          {m.suspendedContact}
        </Link>
      </Container>
    </div>
  );
}
