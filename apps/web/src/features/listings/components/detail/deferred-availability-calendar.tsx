import { lazyWhenVisible } from '@/lib/lazy-when-visible';
import { CalendarSkeleton } from './calendar-skeleton';

/**
 * A detail page's calendar of free days sits below the fold: its code (the calendar, Japan's
 * holidays) and its request wait until the reader scrolls near it (ADR 0030). The server renders
 * its loading state (the schedules are not part of a page's prefetched data), which stays in
 * place until then.
 */
export const DeferredAvailabilityCalendar = lazyWhenVisible(
  'availability-calendar',
  () => import('./availability-calendar').then((module) => module.AvailabilityCalendar),
  { fallback: <CalendarSkeleton /> },
);
