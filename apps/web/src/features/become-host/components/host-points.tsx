import { Card } from '@/components/ui/card';
import { becomeHostMessages, type HostRole } from '../messages';

/** What the role means: earnings, insurance, verification and responsibilities, one card each. */
export function HostPoints({ role }: { role: HostRole }) {
  const copy = becomeHostMessages.roles[role];
  return (
    <section aria-labelledby="host-points-title">
      <h2 id="host-points-title" className="text-lg font-bold">
        {copy.pointsTitle}
      </h2>
      <ul className="mt-4 grid gap-3 sm:grid-cols-2">
        {copy.points.map(({ icon: Icon, title, body }) => (
          <li key={title}>
            <Card className="h-full p-5">
              <p className="flex items-center gap-2.5 font-bold text-ink">
                <span className="flex size-9 shrink-0 items-center justify-center rounded-full bg-brown/30 text-gold">
                  <Icon className="size-[1.125rem]" aria-hidden />
                </span>
                {title}
              </p>
              <p className="mt-3 text-sm leading-relaxed text-ink-soft">{body}</p>
            </Card>
          </li>
        ))}
      </ul>
    </section>
  );
}
