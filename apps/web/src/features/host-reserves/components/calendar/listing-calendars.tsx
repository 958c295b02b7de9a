import { useCarUnavailableDates } from '../../api/show-car-reserve-unavailable-dates';
import { useSpotUnavailableDates } from '../../api/show-spot-reserve-unavailable-dates';
import { useUpdateCarUnavailableDates } from '../../api/update-car-reserve-unavailable-dates';
import { useUpdateSpotUnavailableDates } from '../../api/update-spot-reserve-unavailable-dates';
import { CalendarEditor } from './calendar-editor';
import { CalendarSyncPanel } from './calendar-sync-panel';

/** mypage/cars/calendar/:carId: the car's closed days and the days its reservations hold, then its calendar sync. */
export function CarCalendar({ carId }: { carId: string }) {
  return (
    <div className="space-y-10">
      <CalendarEditor kind="car" query={useCarUnavailableDates(carId)} save={useUpdateCarUnavailableDates(carId)} />
      <CalendarSyncPanel kind="car" listingId={carId} />
    </div>
  );
}

/** mypage/spots/calendar/:spotId: a full or booked day (any plan) cannot be closed, like a car's held day. */
export function SpotCalendar({ spotId }: { spotId: string }) {
  return (
    <div className="space-y-10">
      <CalendarEditor kind="spot" query={useSpotUnavailableDates(spotId)} save={useUpdateSpotUnavailableDates(spotId)} />
      <CalendarSyncPanel kind="spot" listingId={spotId} />
    </div>
  );
}
