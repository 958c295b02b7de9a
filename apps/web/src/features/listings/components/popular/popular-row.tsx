import type { ReactNode } from 'react';
import { ArrowRight } from 'lucide-react';
import { Link } from '@/components/link';
import { Container } from '@/components/ui/container';
import { listingMessages as m } from '../../messages';
import { CardSkeleton } from '../card-skeleton';
import { itemClass, listClass } from './popular-layout';

interface PopularRowProps {
  id: string;
  title: string;
  moreLabel: string;
  moreHref: string;
  /** null while loading: skeleton cards of the same shape. */
  items: ReactNode[] | null;
}

/** One row of the home page's popular listings, with its link to the full search. */
export function PopularRow({ id, title, moreLabel, moreHref, items }: PopularRowProps) {
  return (
    <section aria-labelledby={id} className="py-8 sm:py-10">
      <Container>
        <div className="mb-5 flex items-end justify-between gap-4">
          <div>
            <p className="text-xs font-bold tracking-[0.2em] text-gold">{m.popular.eyebrow}</p>
            <h2 id={id} className="mt-1 text-2xl font-bold text-ink">
              {title}
            </h2>
          </div>
          <Link to={moreHref} className="group inline-flex shrink-0 items-center gap-1 text-sm font-bold text-gold hover:text-gold-bright">
            <span className="max-sm:sr-only">{moreLabel}</span>
            <span className="sm:hidden" aria-hidden>
              {m.popular.moreShort}
            </span>
            <ArrowRight className="size-4 transition-transform group-hover:translate-x-0.5" aria-hidden />
          </Link>
        </div>
        {items === null ? (
          <div role="status" aria-label={m.loading} className={listClass}>
            {[0, 1, 2, 3].map((i) => (
              <div key={i} className={itemClass}>
                <CardSkeleton />
              </div>
            ))}
          </div>
        ) : (
          <ul className={listClass}>
            {items.map((item, i) => (
              <li key={i} className={itemClass}>
                {item}
              </li>
            ))}
          </ul>
        )}
      </Container>
    </section>
  );
}
