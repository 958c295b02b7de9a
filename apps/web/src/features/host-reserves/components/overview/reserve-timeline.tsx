import { ReserveStatus } from '@kurumatabi/contract/enums';
import { Link } from '@/components/link';
import { cx } from '@/lib/cx';
import { useCarReserveOverviews } from '../../api/show-car-reserve-overviews';
import { useSpotReserveOverviews } from '../../api/show-spot-reserve-overviews';
import { hostReserveMessages } from '../../messages';
import { carDays, spotDays } from '../../overview-days';
import { shortDate } from '../../reserve-view';
import { reservePath } from '../reserve-row';
import { LISTINGS_PER_PAGE, statusCell, Strip, TimelineFrame, useWindow } from './timeline-parts';

const m = hostReserveMessages.overview;

/** The timeline of the owner's cars (show-car-reserve-overviews): one strip of days per car. */
export function CarReserveTimeline({ today }: { today: string }) {
  const [view, pager] = useWindow(today);
  const query = useCarReserveOverviews({ from: view.from, to: view.to, limit: LISTINGS_PER_PAGE, offset: view.offset });
  return (
    <TimelineFrame kind="car" today={today} view={view} pager={pager} query={query}>
      {query.data?.items.map((item) => (
        <Strip
          key={item.car.id}
          kind="car"
          id={item.car.id}
          title={item.car.title}
          listed={item.car.listed}
          truncated={item.reserves.length < item.reservesTotal ? item.reservesTotal : null}
        >
          {carDays(item, view.from, view.to).map((day) => {
            const label = `${shortDate(day.date, today)} ${
              day.state === 'reserved'
                ? `${ReserveStatus.labels[day.status]}（${day.guestName} 様）`
                : day.state === 'closed'
                  ? m.closed
                  : m.free
            }`;
            const className = cx(
              'block h-9 rounded-sm',
              day.state === 'reserved' ? (statusCell[day.status] ?? 'bg-line') : day.state === 'closed' ? 'bg-brown/60' : 'bg-raised',
            );
            return (
              <li key={day.date} title={label}>
                {day.state === 'reserved' ? (
                  <Link
                    to={reservePath(day.reserveId)}
                    aria-label={label}
                    className={cx(className, 'hover:ring-1 hover:ring-gold-bright')}
                  />
                ) : (
                  <span role="img" aria-label={label} className={className} />
                )}
              </li>
            );
          })}
        </Strip>
      ))}
    </TimelineFrame>
  );
}

/** The timeline of the provider's spots (show-spot-reserve-overviews): bookings of all plans out of their capacity. */
export function SpotReserveTimeline({ today }: { today: string }) {
  const [view, pager] = useWindow(today);
  const query = useSpotReserveOverviews({ from: view.from, to: view.to, limit: LISTINGS_PER_PAGE, offset: view.offset });
  return (
    <TimelineFrame kind="spot" today={today} view={view} pager={pager} query={query}>
      {query.data?.items.map((item) => (
        <Strip key={item.spot.id} kind="spot" id={item.spot.id} title={item.spot.title} listed={item.spot.listed} truncated={null}>
          {spotDays(item, view.from, view.to).map((day) => {
            const full = day.capacity > 0 && day.booked >= day.capacity;
            const state = day.closed ? m.closed : m.booked(day.booked, day.capacity);
            return (
              <li key={day.date} title={`${shortDate(day.date, today)} ${state}`}>
                <span
                  role="img"
                  aria-label={`${shortDate(day.date, today)} ${state}`}
                  className={cx(
                    'tabular flex h-9 items-center justify-center rounded-sm text-[0.625rem] font-bold',
                    day.closed
                      ? 'bg-brown/60 text-ink-soft'
                      : full
                        ? 'bg-gold text-canvas'
                        : day.booked > 0
                          ? 'bg-gold/35 text-ink'
                          : 'bg-raised text-ink-muted',
                  )}
                >
                  {day.closed ? '×' : day.booked > 0 ? day.booked : ''}
                </span>
              </li>
            );
          })}
        </Strip>
      ))}
    </TimelineFrame>
  );
}
