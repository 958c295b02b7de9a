import type { ReactNode } from 'react';
import { ArrowRight } from 'lucide-react';
import { Card } from '@/components/ui/card';
import { LinkButton } from '@/components/ui/link-button';

/** What a user without the role sees instead of the list: the way to get it. */
export function HostsOnlyPrompt({
  icon,
  title,
  body,
  to,
  action,
}: {
  icon: ReactNode;
  title: string;
  body: string;
  to: string;
  action: string;
}) {
  return (
    <Card
      role="region"
      aria-labelledby="hosts-only-title"
      className="flex flex-col items-start gap-4 p-6 sm:flex-row sm:items-center sm:p-8"
    >
      <span className="flex size-12 shrink-0 items-center justify-center rounded-full bg-brown/30 text-gold">{icon}</span>
      <div className="min-w-0 flex-1">
        <h2 id="hosts-only-title" className="text-lg font-bold">
          {title}
        </h2>
        <p className="mt-1 text-sm leading-relaxed text-ink-soft">{body}</p>
      </div>
      <LinkButton to={to} className="shrink-0" icon={<ArrowRight className="size-4" aria-hidden />}>
        {action}
      </LinkButton>
    </Card>
  );
}
