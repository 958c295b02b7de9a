import { BadgeCheck, CalendarCheck, Camera, Landmark, UserPlus, type LucideIcon } from 'lucide-react';
import { Container } from '@/components/ui/container';
import { shareMoreMessages as m } from '../more-messages';

const icons: LucideIcon[] = [UserPlus, Camera, BadgeCheck, CalendarCheck, Landmark];

/** Listing, verification, reservations and payouts, in the order an owner meets them. */
export function ShareSteps() {
  return (
    <section aria-labelledby="share-steps-title" className="border-y border-line bg-surface/50 py-14 sm:py-20">
      <Container>
        <h2 id="share-steps-title" className="text-2xl font-bold sm:text-3xl">
          {m.steps.title}
        </h2>
        <p className="mt-3 text-ink-soft">{m.steps.lead}</p>
        <ol className="mt-8 grid gap-4 sm:grid-cols-2 lg:grid-cols-5">
          {m.steps.items.map((step, index) => {
            const Icon = icons[index] ?? UserPlus;
            return (
              <li key={step.title} className="rounded-(--radius-card) border border-line bg-surface p-5">
                <div className="flex items-center gap-3">
                  <span className="text-3xl leading-none font-bold text-brown-light tabular">{String(index + 1).padStart(2, '0')}</span>
                  <Icon className="size-5 text-gold" aria-hidden />
                </div>
                <h3 className="mt-3 font-bold">{step.title}</h3>
                <p className="mt-2 text-sm leading-[1.85] text-ink-soft">{step.body}</p>
              </li>
            );
          })}
        </ol>
      </Container>
    </section>
  );
}
