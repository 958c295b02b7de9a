import { usePopularCars } from '../../api/show-popular-cars';
import { usePopularSpots } from '../../api/show-popular-spots';
import { listingMessages as m } from '../../messages';
import { searchPaths } from '../../listing-links';
import { CarCard, SpotCard } from '../listing-card';
import { PopularRow } from './popular-row';

/** A row of popular cars of one service type; nothing when there are none (or they cannot be loaded). */
function PopularCarRow({ target }: { target: 'rv' | 'rental' }) {
  const query = usePopularCars(target === 'rv' ? 'CarShare' : 'RentalCar');
  if (query.isError || (query.data && query.data.items.length === 0)) return null;
  return (
    <PopularRow
      id={`popular-${target}`}
      title={m.popular[target].title}
      moreLabel={m.popular[target].more}
      moreHref={searchPaths[target]}
      items={query.data ? query.data.items.map((car) => <CarCard key={car.id} car={car} />) : null}
    />
  );
}

function PopularSpotRow() {
  const query = usePopularSpots();
  if (query.isError || (query.data && query.data.items.length === 0)) return null;
  return (
    <PopularRow
      id="popular-spot"
      title={m.popular.spot.title}
      moreLabel={m.popular.spot.more}
      moreHref={searchPaths.spot}
      items={query.data ? query.data.items.map((spot) => <SpotCard key={spot.id} spot={spot} />) : null}
    />
  );
}

/** The home page's 人気のカーシェア / 人気のレンタカー / 人気のスポット (loaded lazily: it carries the contract). */
export default function PopularListings() {
  return (
    <div className="pt-6 sm:pt-10">
      <PopularCarRow target="rv" />
      <PopularCarRow target="rental" />
      <PopularSpotRow />
    </div>
  );
}
