import { ArrowRight, CarFront, Caravan, MapPinned, type LucideIcon } from 'lucide-react';
import { Link } from '@/components/link';
import { Container } from '@/components/ui/container';
import { homeMessages as m } from '../messages';

const entries: { to: string; icon: LucideIcon; copy: (typeof m.searches)[keyof typeof m.searches] }[] = [
  { to: '/search-rv', icon: Caravan, copy: m.searches.rv },
  { to: '/search-rental', icon: CarFront, copy: m.searches.rental },
  { to: '/search-spot', icon: MapPinned, copy: m.searches.spot },
];

/** The entry to the three searches, overlapping the hero's foot like a booking panel. */
export function SearchEntry() {
  return (
    <section aria-labelledby="search-entry-title" className="relative z-10 -mt-4 lg:-mt-24">
      <Container>
        <h2 id="search-entry-title" className="mb-4 text-sm font-bold tracking-[0.12em] text-ink-soft">
          {m.searchTitle}
        </h2>
        <ul className="grid gap-3 sm:gap-4 md:grid-cols-3">
          {entries.map(({ to, icon: Icon, copy }) => (
            <li key={to}>
              <Link
                to={to}
                className="group flex h-full items-start gap-4 rounded-(--radius-card) border border-line bg-surface/95 p-5 shadow-lift backdrop-blur transition-[border-color,transform] duration-200 hover:-translate-y-0.5 hover:border-gold md:flex-col md:p-6"
              >
                <span className="flex size-12 shrink-0 items-center justify-center rounded-xl bg-raised text-gold transition-colors group-hover:bg-gold group-hover:text-canvas md:size-14">
                  <Icon className="size-6 md:size-7" aria-hidden />
                </span>
                <span className="min-w-0 flex-1">
                  <span className="flex items-center justify-between gap-2 text-lg font-bold text-ink">
                    {copy.title}
                    <ArrowRight className="size-5 text-gold transition-transform group-hover:translate-x-1" aria-hidden />
                  </span>
                  <span className="mt-1 block text-sm leading-relaxed text-ink-soft">{copy.body}</span>
                  <span className="mt-3 flex flex-wrap gap-1.5">
                    {copy.tags.map((tag) => (
                      <span key={tag} className="rounded-full bg-brown/30 px-2.5 py-0.5 text-xs text-ink-soft">
                        {tag}
                      </span>
                    ))}
                  </span>
                </span>
              </Link>
            </li>
          ))}
        </ul>
      </Container>
    </section>
  );
}
