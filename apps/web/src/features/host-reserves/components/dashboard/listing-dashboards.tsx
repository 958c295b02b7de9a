import { useCarReserveSummaries } from '../../api/show-car-reserve-summaries';
import { useSpotReserveSummaries } from '../../api/show-spot-reserve-summaries';
import { carDashboard, spotDashboard } from '../../dashboard-data';
import { CarReserveTimeline, SpotReserveTimeline } from '../overview/reserve-timeline';
import { HostDashboard } from './host-dashboard';

/** mypage/cars/dashboard: show-car-reserve-summaries, and the cars' timeline (show-car-reserve-overviews). */
export function CarDashboard() {
  const query = useCarReserveSummaries();
  const data = query.data && carDashboard(query.data);
  return <HostDashboard kind="car" query={{ ...query, data }} overview={data && <CarReserveTimeline today={data.today} />} />;
}

/** mypage/spots/dashboard: show-spot-reserve-summaries, and the spots' timeline (show-spot-reserve-overviews). */
export function SpotDashboard() {
  const query = useSpotReserveSummaries();
  const data = query.data && spotDashboard(query.data);
  return <HostDashboard kind="spot" query={{ ...query, data }} overview={data && <SpotReserveTimeline today={data.today} />} />;
}
