import { ArrowRight, BadgeCheck, IdCard, MessagesSquare, ShieldCheck, type LucideIcon } from 'lucide-react';
import { Link } from '@/components/link';
import { Container } from '@/components/ui/container';
import { homeMessages as m } from '../messages';

const icons: LucideIcon[] = [IdCard, BadgeCheck, ShieldCheck, MessagesSquare];

export function TrustSection() {
  return (
    <section aria-labelledby="trust-title" className="border-y border-line bg-surface/50 py-20 sm:py-24">
      <Container>
        <div className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
          <div className="max-w-2xl">
            <h2 id="trust-title" className="text-2xl font-bold sm:text-3xl">
              {m.trustTitle}
            </h2>
            <p className="mt-3 text-ink-soft">{m.trustLead}</p>
          </div>
          <Link to="/car-insurance" className="inline-flex items-center gap-1.5 text-sm font-bold text-gold hover:text-gold-bright">
            {m.insuranceLink}
            <ArrowRight className="size-4" aria-hidden />
          </Link>
        </div>
        <ul className="mt-10 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          {m.trust.map((item, index) => {
            const Icon = icons[index] ?? ShieldCheck;
            return (
              <li key={item.title} className="rounded-(--radius-card) border border-line bg-canvas/60 p-6">
                <span className="flex size-11 items-center justify-center rounded-full border border-gold/40 bg-gold/10 text-gold">
                  <Icon className="size-5" aria-hidden />
                </span>
                <h3 className="mt-4 font-bold">{item.title}</h3>
                <p className="mt-2 text-sm leading-[1.85] text-ink-soft">{item.body}</p>
              </li>
            );
          })}
        </ul>
      </Container>
    </section>
  );
}
