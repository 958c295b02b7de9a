import { Container } from '@/components/ui/container';
import { Skeleton } from '@/components/ui/skeleton';
import { CardSkeleton } from '../card-skeleton';

/** A phone scrolls a row sideways (a card and a bit of the next one); a desktop shows four in a grid. */
export const listClass =
  '-mx-5 flex snap-x snap-mandatory gap-4 overflow-x-auto px-5 pb-3 [scrollbar-width:none] sm:-mx-8 sm:px-8 lg:mx-0 lg:grid lg:grid-cols-4 lg:gap-5 lg:overflow-visible lg:px-0';
// Eight to scroll through on a phone; the first four on a desktop.
export const itemClass = 'w-[78%] max-w-80 shrink-0 snap-start sm:w-[45%] lg:w-auto lg:max-w-none lg:[&:nth-child(n+5)]:hidden';

/**
 * What the home page shows while the rows' code loads: the shape of a row, without text. It is
 * part of the home page's first load, so it imports neither the contract nor the copy.
 */
export function PopularListingsFallback() {
  return (
    <div aria-hidden="true" className="pt-6 sm:pt-10">
      <div className="py-8 sm:py-10">
        <Container>
          <Skeleton className="h-4 w-16" />
          <Skeleton className="mt-2 mb-5 h-8 w-48" />
          <div className={listClass}>
            {[0, 1, 2, 3].map((i) => (
              <div key={i} className={itemClass}>
                <CardSkeleton />
              </div>
            ))}
          </div>
        </Container>
      </div>
    </div>
  );
}
