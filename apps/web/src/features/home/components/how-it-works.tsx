import { CalendarCheck, Route, Search, type LucideIcon } from 'lucide-react';
import { Container } from '@/components/ui/container';
import { homeMessages as m } from '../messages';

const icons: LucideIcon[] = [Search, CalendarCheck, Route];

export function HowItWorks() {
  return (
    <section aria-labelledby="how-title" className="py-20 sm:py-24">
      <Container>
        <div className="max-w-2xl">
          <h2 id="how-title" className="text-2xl font-bold sm:text-3xl">
            {m.howTitle}
          </h2>
          <p className="mt-3 text-ink-soft">{m.howLead}</p>
        </div>
        <ol className="mt-10 grid gap-4 md:grid-cols-3 md:gap-6">
          {m.steps.map((step, index) => {
            const Icon = icons[index] ?? Search;
            return (
              <li key={step.title} className="relative rounded-(--radius-card) border border-line bg-surface p-6">
                <div className="flex items-center gap-3">
                  <span className="text-4xl leading-none font-bold text-brown-light tabular">{String(index + 1).padStart(2, '0')}</span>
                  <Icon className="size-6 text-gold" aria-hidden />
                </div>
                <h3 className="mt-4 text-lg font-bold">{step.title}</h3>
                <p className="mt-2 text-[0.9375rem] leading-[1.85] text-ink-soft">{step.body}</p>
              </li>
            );
          })}
        </ol>
      </Container>
    </section>
  );
}
