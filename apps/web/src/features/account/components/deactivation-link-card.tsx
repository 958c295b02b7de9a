import { ChevronRight, UserX } from 'lucide-react';
import { Card } from '@/components/ui/card';
import { LinkButton } from '@/components/ui/link-button';
import { accountMessages as m } from '../messages';

export const DEACTIVATE_PATH = '/mypage/deactivate';

/** The way to 退会, at the bottom of the profile: quiet, but easy to find. */
export function DeactivationLinkCard() {
  return (
    <Card className="flex flex-col gap-4 p-5 sm:flex-row sm:items-center sm:justify-between sm:p-8">
      <div>
        <h2 className="flex items-center gap-2 text-lg font-bold">
          <UserX className="size-5 text-ink-muted" aria-hidden />
          {m.deactivateLinkTitle}
        </h2>
        <p className="mt-2 text-sm leading-relaxed text-ink-soft">{m.deactivateLinkLead}</p>
      </div>
      <LinkButton to={DEACTIVATE_PATH} variant="danger" size="sm" className="shrink-0 self-start sm:self-center">
        {m.toDeactivate}
        <ChevronRight className="size-4" aria-hidden />
      </LinkButton>
    </Card>
  );
}
