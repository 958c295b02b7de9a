import type { CarSalesByMonth, SpotSalesByMonth } from '@kurumatabi/contract';
import { useCarSalesByMonth } from '../../api/show-car-sales-by-month';
import { useCarSalesOfCar } from '../../api/show-car-sales-by-month-and-car-id';
import { useSpotSalesByMonth } from '../../api/show-spot-sales-by-month';
import { useSpotSalesOfSpot } from '../../api/show-spot-sales-by-month-and-spot-id';
import type { ListingSales } from '../../sales-view';
import { HostSales, type YearSales } from './host-sales';
import { ListingSalesDrill } from './listing-sales-drill';

const carYear = (data: CarSalesByMonth): YearSales => ({
  ...data,
  byListing: data.byCar.map(({ carId, ...rest }) => ({ id: carId, ...rest })),
});
const spotYear = (data: SpotSalesByMonth): YearSales => ({
  ...data,
  byListing: data.bySpot.map(({ spotId, ...rest }) => ({ id: spotId, ...rest })),
});

function useCarYear(year: number) {
  const query = useCarSalesByMonth(year);
  return { ...query, data: query.data && carYear(query.data) };
}

function useSpotYear(year: number) {
  const query = useSpotSalesByMonth(year);
  return { ...query, data: query.data && spotYear(query.data) };
}

interface DrillArgs {
  listing: ListingSales;
  year: number;
  month: number | null;
  onClose: () => void;
}

function CarDrill(props: DrillArgs) {
  return <ListingSalesDrill {...props} query={useCarSalesOfCar(props.listing.id, props.year)} />;
}

function SpotDrill(props: DrillArgs) {
  return <ListingSalesDrill {...props} query={useSpotSalesOfSpot(props.listing.id, props.year)} />;
}

/** mypage/cars/sales: the owner's sales (show-car-sales-by-month), a car's drill-down (…-and-car-id). */
export function CarSales() {
  return (
    <HostSales
      kind="car"
      useYear={useCarYear}
      renderDrill={(listing, year, month, onClose) => (
        <CarDrill key={`${listing.id}-${year}`} listing={listing} year={year} month={month} onClose={onClose} />
      )}
    />
  );
}

/** mypage/spots/sales: the provider's sales (show-spot-sales-by-month), a spot's drill-down (…-and-spot-id). */
export function SpotSales() {
  return (
    <HostSales
      kind="spot"
      useYear={useSpotYear}
      renderDrill={(listing, year, month, onClose) => (
        <SpotDrill key={`${listing.id}-${year}`} listing={listing} year={year} month={month} onClose={onClose} />
      )}
    />
  );
}
