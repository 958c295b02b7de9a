import { useEffect, useRef } from 'react';
import { ArrowRight, CircleCheck } from 'lucide-react';
import { Card } from '@/components/ui/card';
import { LinkButton } from '@/components/ui/link-button';
import { becomeHostMessages, type HostRole } from '../messages';

/** The role is held: says so (just now, or from before) and leads to the setup that comes next. */
export function NextSteps({ role, justNow }: { role: HostRole; justNow: boolean }) {
  const copy = becomeHostMessages.roles[role];
  const title = useRef<HTMLHeadingElement>(null);
  // Just registered: the agreement form that had the focus is gone, so the focus moves to the outcome.
  useEffect(() => {
    if (justNow) title.current?.focus();
  }, [justNow]);
  return (
    <Card className="p-5 sm:p-8">
      <div role="status" className="flex items-start gap-3">
        <CircleCheck className="mt-1 size-6 shrink-0 text-success" aria-hidden />
        <div>
          <h2 ref={title} tabIndex={-1} className="text-xl font-bold outline-none">
            {justNow ? copy.done : copy.alreadyTitle}
          </h2>
          <p className="mt-1 text-ink-soft">{copy.alreadyBody}</p>
        </div>
      </div>
      <h3 className="mt-8 text-sm font-bold tracking-[0.2em] text-gold">{copy.nextTitle}</h3>
      <ol className="mt-3 space-y-3">
        {copy.steps.map(({ icon: Icon, title, body, to, action }, index) => (
          <li key={to} className="flex flex-col gap-4 rounded-xl border border-line bg-canvas/50 p-4 sm:flex-row sm:items-center sm:p-5">
            <div className="flex min-w-0 flex-1 items-start gap-3">
              <span className="flex size-9 shrink-0 items-center justify-center rounded-full bg-brown/30 text-gold">
                <Icon className="size-[1.125rem]" aria-hidden />
              </span>
              <div className="min-w-0">
                <p className="font-bold">
                  <span className="mr-1.5 text-gold tabular">{index + 1}.</span>
                  {title}
                </p>
                <p className="mt-0.5 text-sm leading-relaxed text-ink-soft">{body}</p>
              </div>
            </div>
            <LinkButton
              to={to}
              variant={index === 0 ? 'primary' : 'outline'}
              size="sm"
              className="shrink-0"
              icon={<ArrowRight className="size-4" aria-hidden />}
            >
              {action}
            </LinkButton>
          </li>
        ))}
      </ol>
    </Card>
  );
}
