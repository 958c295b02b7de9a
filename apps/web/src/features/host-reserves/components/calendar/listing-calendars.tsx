import { useCarUnavailableDates } from '../../api/show-car-reserve-unavailable-dates';
import { useSpotUnavailableDates } from '../../api/show-spot-reserve-unavailable-dates';
import { useUpdateCarUnavailableDates } from '../../api/update-car-reserve-unavailable-dates';
import { useUpdateSpotUnavailableDates } from '../../api/update-spot-reserve-unavailable-dates';
import { CalendarEditor } from './calendar-editor';

/** mypage/cars/calendar/:carId: the car's closed days and the days its reservations hold. */
export function CarCalendar({ carId }: { carId: string }) {
  return <CalendarEditor kind="car" query={useCarUnavailableDates(carId)} save={useUpdateCarUnavailableDates(carId)} />;
}

/** mypage/spots/calendar/:spotId: a full or booked day (any plan) cannot be closed, like a car's held day. */
export function SpotCalendar({ spotId }: { spotId: string }) {
  return <CalendarEditor kind="spot" query={useSpotUnavailableDates(spotId)} save={useUpdateSpotUnavailableDates(spotId)} />;
}
