import { useEffect, useMemo, useState } from 'react';
import { UNAVAILABLE_DATES_HORIZON_DAYS } from '@kurumatabi/contract';
import { ApiError } from '@kurumatabi/contract/client';
import { RotateCcw, Save } from 'lucide-react';
import { useBlocker } from 'react-router';
import { toast } from 'react-toastify';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { todayInTokyo } from '@/lib/date-range';
import { formatDate } from '@/lib/format';
import { changedDays, conflictingDays, datesToSave, editableMonths, toggleDay } from '../../calendar-draft';
import { hostReserveMessages, type HostKind } from '../../messages';
import { UnavailableDaysCalendar } from './unavailable-days-calendar';

const m = hostReserveMessages.calendar;

/** What both calendars (car, spot) answer: the owner's days and the days reservations hold. */
export interface OwnerCalendar {
  unavailableDates: readonly string[];
  reservedDates: readonly string[];
  /** Days other platforms' imported calendars block (ADR 0057): shown; the owner may still close them as their own. */
  importedDates: readonly string[];
  /** Preparation days (準備日) the rules keep free around reservations (ADR 0055): shown as their own state. */
  bufferDates: readonly string[];
}

export interface CalendarEditorProps {
  kind: HostKind;
  query: { data: OwnerCalendar | undefined; isPending: boolean; isError: boolean; error: Error | null; refetch: () => Promise<unknown> };
  save: { mutateAsync: (dates: string[]) => Promise<unknown>; isPending: boolean };
}

/**
 * The owner's unavailable days of one listing: tap days to close or open them, 保存する replaces
 * the list. Days held by reservations cannot change; if a guest takes a chosen day while the owner
 * edits, the 409 names it, the calendar is read again and that day is dropped from the edits.
 */
export function CalendarEditor({ kind, query, save }: CalendarEditorProps) {
  const [today] = useState(() => todayInTokyo());
  const bounds = editableMonths(today, UNAVAILABLE_DATES_HORIZON_DAYS);
  const [month, setMonth] = useState(bounds.first);
  const [draft, setDraft] = useState<Set<string> | null>(null);
  const [conflict, setConflict] = useState<string[] | null>(null);

  const saved = useMemo(() => new Set(query.data?.unavailableDates ?? []), [query.data]);
  const held = useMemo(() => new Set(query.data?.reservedDates ?? []), [query.data]);
  const imported = useMemo(() => new Set(query.data?.importedDates ?? []), [query.data]);
  const buffer = useMemo(() => new Set(query.data?.bufferDates ?? []), [query.data]);
  const current = draft ?? saved;
  const changed = useMemo(() => changedDays(saved, current), [saved, current]);
  const dirty = changed.size > 0;
  useLeaveGuard(dirty && !save.isPending);

  if (query.isPending) return <CalendarSkeleton />;
  if (query.isError || !query.data) {
    const notFound = query.error instanceof ApiError && query.error.status === 404;
    return (
      <Alert tone="error">
        <p>{notFound ? m.notFound(kind) : m.loadFailed}</p>
        {!notFound && (
          <Button size="sm" variant="outline" className="mt-3" onClick={() => void query.refetch()}>
            {hostReserveMessages.retry}
          </Button>
        )}
      </Alert>
    );
  }

  const onSave = async () => {
    const dates = datesToSave(current, today);
    setConflict(null);
    try {
      await save.mutateAsync(dates);
      setDraft(null);
      toast.success(m.saved);
    } catch (error) {
      if (error instanceof ApiError && error.code === 'UNAVAILABLE_DATES_CONFLICT') {
        const days = conflictingDays(dates, error.details);
        setConflict(days);
        setDraft(new Set(dates.filter((day) => !days.includes(day))));
        await query.refetch();
      } else {
        toast.error(error instanceof ApiError && error.status < 500 ? error.message : m.saveFailed);
      }
    }
  };

  return (
    <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_17rem] lg:items-start">
      <Card className="p-4 sm:p-6">
        <UnavailableDaysCalendar
          month={month}
          onMonthChange={setMonth}
          minMonth={bounds.first}
          maxMonth={bounds.last}
          today={today}
          unavailable={current}
          held={held}
          imported={imported}
          buffer={buffer}
          changed={changed}
          onToggle={(date) => {
            setConflict(null);
            setDraft(toggleDay(current, date));
          }}
          disabled={save.isPending}
        />
      </Card>
      <div className="space-y-4 lg:sticky lg:top-24">
        {conflict && (
          <Alert tone="error">
            <p>{m.conflict}</p>
            {conflict.length > 0 && <p className="mt-1 font-bold">{m.conflictDays(conflict.map(formatDate).join('、'))}</p>}
          </Alert>
        )}
        <Card className="space-y-4 p-4 sm:p-5">
          <p className="tabular text-sm text-ink-soft">{m.summary(datesToSave(current, today).length)}</p>
          <p role="status" className={dirty ? 'text-sm font-bold text-warning' : 'text-sm text-ink-muted'}>
            {dirty ? m.unsaved(changed.size) : m.noChanges}
          </p>
          <div className="flex flex-wrap gap-2 lg:flex-col">
            <Button onClick={() => void onSave()} loading={save.isPending} disabled={!dirty} icon={<Save className="size-4" aria-hidden />}>
              {save.isPending ? m.saving : m.save}
            </Button>
            <Button
              variant="ghost"
              onClick={() => {
                setDraft(null);
                setConflict(null);
              }}
              disabled={!dirty || save.isPending}
              icon={<RotateCcw className="size-4" aria-hidden />}
            >
              {m.discard}
            </Button>
          </div>
        </Card>
        <p className="text-xs leading-relaxed text-ink-muted">{m.note}</p>
      </div>
    </div>
  );
}

/** Leaving with unsaved days asks first: inside the app (router blocker) and when closing the tab. */
function useLeaveGuard(dirty: boolean) {
  const blocker = useBlocker(({ currentLocation, nextLocation }) => dirty && currentLocation.pathname !== nextLocation.pathname);
  useEffect(() => {
    if (blocker.state !== 'blocked') return;
    if (window.confirm(m.leaveUnsaved)) blocker.proceed();
    else blocker.reset();
  }, [blocker]);
  useEffect(() => {
    if (!dirty) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [dirty]);
}

function CalendarSkeleton() {
  return (
    <div role="status" aria-label={hostReserveMessages.loading} className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_17rem]">
      <Card className="space-y-3 p-4 sm:p-6">
        <Skeleton className="mx-auto h-7 w-32" />
        <div className="grid grid-cols-7 gap-1">
          {Array.from({ length: 35 }, (_, i) => (
            <Skeleton key={i} className="h-12 sm:h-14" />
          ))}
        </div>
      </Card>
      <Skeleton className="h-40 w-full" />
    </div>
  );
}
