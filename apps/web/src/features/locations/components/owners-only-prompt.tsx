import { ArrowRight, CarFront } from 'lucide-react';
import { Card } from '@/components/ui/card';
import { LinkButton } from '@/components/ui/link-button';
import { locationMessages as m } from '../messages';

/** What a user who is not a car owner sees instead of the list: the way to become one. */
export function OwnersOnlyPrompt({ toOwner }: { toOwner: string }) {
  return (
    <Card
      role="region"
      aria-labelledby="owners-only-title"
      className="flex flex-col items-start gap-4 p-6 sm:flex-row sm:items-center sm:p-8"
    >
      <span className="flex size-12 shrink-0 items-center justify-center rounded-full bg-brown/30 text-gold">
        <CarFront className="size-6" aria-hidden />
      </span>
      <div className="min-w-0 flex-1">
        <h2 id="owners-only-title" className="text-lg font-bold">
          {m.ownersOnlyTitle}
        </h2>
        <p className="mt-1 text-sm leading-relaxed text-ink-soft">{m.ownersOnlyBody}</p>
      </div>
      <LinkButton to={toOwner} className="shrink-0" icon={<ArrowRight className="size-4" aria-hidden />}>
        {m.toOwner}
      </LinkButton>
    </Card>
  );
}
