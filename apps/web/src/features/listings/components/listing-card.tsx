import type { ReactNode } from 'react';
import { BedDouble, MapPin, Star, Users } from 'lucide-react';
import { Link } from '@/components/link';
import { Tag } from '@/components/ui/tag';
import { formatYen } from '@/lib/format-yen';
import type { CarCardView, SpotCardView } from '../api/keys';
import { placeLabel } from '../format';
import { listingMessages as m } from '../messages';
import { withContext, type ListingContext } from '../listing-links';
import { FavoriteToggle } from './favorite-toggle';
import { ListingPhoto } from './listing-photo';

type Rating = CarCardView['rating'];

interface CardShellProps {
  href: string;
  title: string;
  photo: ReactNode;
  tag: string | null;
  place: string;
  capacity: ReactNode;
  price: ReactNode;
  rating: Rating;
  heart: ReactNode;
}

/** The frame both cards share: the photo and text are one link; the heart sits over the photo, outside it. */
function CardShell({ href, title, photo, tag, place, capacity, price, rating, heart }: CardShellProps) {
  return (
    <article className="group relative h-full">
      <Link to={href} className="block h-full rounded-(--radius-card) focus-visible:outline-offset-4">
        {photo}
        <div className="mt-3 space-y-1.5 px-0.5">
          {tag && (
            <Tag tone="brown" className="max-w-full truncate">
              {tag}
            </Tag>
          )}
          <h3 className="line-clamp-2 leading-snug font-bold text-ink transition-colors duration-150 group-hover:text-gold-bright">
            {title}
          </h3>
          <p className="flex items-center gap-1.5 text-sm text-ink-soft">
            <MapPin className="size-4 shrink-0 text-ink-muted" aria-hidden />
            <span className="truncate">{place}</span>
          </p>
          <p className="flex flex-wrap items-center gap-x-3 gap-y-0.5 text-sm text-ink-soft">{capacity}</p>
          <div className="flex items-end justify-between gap-2 pt-0.5">
            <p className="tabular">{price}</p>
            {rating && (
              <p className="tabular flex items-center gap-1 text-sm text-ink-soft" aria-label={m.card.rating(rating.average, rating.count)}>
                <Star className="size-4 text-gold" fill="currentColor" aria-hidden />
                <span aria-hidden>
                  {rating.average.toFixed(1)}
                  <span className="text-ink-muted">（{rating.count}）</span>
                </span>
              </p>
            )}
          </div>
        </div>
      </Link>
      <div className="absolute top-2.5 right-2.5">{heart}</div>
    </article>
  );
}

function Price({ yen, suffix, from = false }: { yen: number; suffix: string; from?: boolean }) {
  return (
    <>
      <span className="text-lg font-bold text-gold">
        {formatYen(yen)}
        {from && m.card.from}
      </span>
      <span className="ml-0.5 text-sm text-ink-muted">{suffix}</span>
    </>
  );
}

/** A car's page, with the dates and people of the search that found it (ADR 0035). */
export function carHref(id: string, context?: ListingContext): string {
  return withContext(`/car/${id}`, context);
}

export function spotHref(id: string, context?: ListingContext): string {
  return withContext(`/spot/${id}`, context);
}

interface CardProps {
  eager?: boolean;
  /** The search's dates and people, carried to the listing's page. */
  context?: ListingContext;
}

/** A car as a result: cover, kind, title, place, seats and beds, price per day, rating if any, heart. */
export function CarCard({ car, eager = false, context }: { car: CarCardView } & CardProps) {
  return (
    <CardShell
      href={carHref(car.id, context)}
      title={car.title}
      photo={<ListingPhoto photo={car.cover} alt={car.title} placeholder="car" eager={eager} />}
      tag={car.carKindName}
      place={placeLabel(car.place)}
      capacity={
        <>
          <span className="inline-flex items-center gap-1">
            <Users className="size-4 text-ink-muted" aria-hidden />
            {m.card.seats(car.seats)}
          </span>
          {car.sleepingCapacity > 0 && (
            <span className="inline-flex items-center gap-1">
              <BedDouble className="size-4 text-ink-muted" aria-hidden />
              {m.card.sleeping(car.sleepingCapacity)}
            </span>
          )}
        </>
      }
      price={<Price yen={car.pricePerDay} suffix={m.card.perDay} />}
      rating={car.rating}
      heart={<FavoriteToggle target="car" id={car.id} isFavorite={car.isFavorite} />}
    />
  );
}

/** A spot as a result: cover, type, title, place, the largest group, the cheapest plan's price with its unit. */
export function SpotCard({ spot, eager = false, context }: { spot: SpotCardView } & CardProps) {
  return (
    <CardShell
      href={spotHref(spot.id, context)}
      title={spot.title}
      photo={<ListingPhoto photo={spot.cover} alt={spot.title} placeholder="spot" eager={eager} />}
      tag={spot.spotTypeName}
      place={placeLabel(spot.place)}
      capacity={
        <span className="inline-flex items-center gap-1">
          <Users className="size-4 text-ink-muted" aria-hidden />
          {m.card.maxPeople(spot.maxPeople)}
        </span>
      }
      price={<Price yen={spot.priceFrom} suffix={m.card.unit[spot.priceUnit] ?? ''} from />}
      rating={spot.rating}
      heart={<FavoriteToggle target="spot" id={spot.id} isFavorite={spot.isFavorite} />}
    />
  );
}
