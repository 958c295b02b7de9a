import { EyeOff } from 'lucide-react';
import { reviewMessages as m } from '../messages';

/** Under a review or a reply whose phone numbers and addresses were hidden when it was stored (ADR 0043). */
export function ContactsHidden({ shown }: { shown: boolean }) {
  if (!shown) return null;
  return (
    <p className="inline-flex items-center gap-1 text-xs text-warning">
      <EyeOff className="size-3.5" aria-hidden />
      {m.contactsHidden}
    </p>
  );
}
