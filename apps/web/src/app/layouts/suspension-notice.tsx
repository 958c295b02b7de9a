import type { CurrentUser } from '@kurumatabi/contract';
import { ShieldAlert } from 'lucide-react';
import { Link } from '@/components/link';
import { Container } from '@/components/ui/container';
import { layoutMessages as m } from './messages';

/** The banner's text (a lazy chunk, loaded only for a suspended account: `SuspensionBanner`). */
export default function SuspensionNotice({ suspension }: { suspension: NonNullable<CurrentUser['suspension']> }) {
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
