import { IdCard, MessagesSquare, ShieldCheck, SearchCheck, type LucideIcon } from 'lucide-react';
import { Container } from '@/components/ui/container';
import { shareMoreMessages as m } from '../more-messages';

const icons: LucideIcon[] = [IdCard, ShieldCheck, SearchCheck, MessagesSquare];

/** Verification, insurance, review before listing, reviews and messages. */
export function ShareTrust() {
  return (
    <section aria-labelledby="share-trust-title" className="py-14 sm:py-20">
      <Container>
        <h2 id="share-trust-title" className="text-2xl font-bold sm:text-3xl">
          {m.trust.title}
        </h2>
        <ul className="mt-8 grid gap-4 sm:grid-cols-2">
          {m.trust.items.map((item, index) => {
            const Icon = icons[index] ?? ShieldCheck;
            return (
              <li key={item.title} className="flex gap-4 rounded-(--radius-card) border border-line bg-surface p-5 sm:p-6">
                <span className="flex size-11 shrink-0 items-center justify-center rounded-full bg-gold/10 text-gold">
                  <Icon className="size-5" aria-hidden />
                </span>
                <div>
                  <h3 className="font-bold">{item.title}</h3>
                  <p className="mt-1 text-sm leading-[1.85] text-ink-soft">{item.body}</p>
                </div>
              </li>
            );
          })}
        </ul>
      </Container>
    </section>
  );
}
