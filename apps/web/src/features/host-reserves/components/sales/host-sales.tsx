import { useEffect, useState, type ReactNode } from 'react';
import type { MonthSales, SalesFigures } from '@kurumatabi/contract';
import { BarChart3 } from 'lucide-react';
import { useSearchParams } from 'react-router';
import { toast } from 'react-toastify';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { SelectField } from '@/components/ui/select';
import { Skeleton } from '@/components/ui/skeleton';
import { cx } from '@/lib/cx';
import { todayInTokyo } from '@/lib/calendar-day';
import { formatYen } from '@/lib/format-yen';
import { useSession } from '@/lib/session';
import { hostReserveMessages, type HostKind } from '../../messages';
import { barsOf, salesYears, yearFrom, type ListingSales } from '../../sales-view';
import { SalesChart } from './sales-chart';
import { SalesTable } from './sales-table';

const m = hostReserveMessages.sales;

/** A year of sales, whichever host: the twelve months, the totals, the figures per listing. */
export interface YearSales {
  year: number;
  months: MonthSales[];
  totals: SalesFigures;
  byListing: ListingSales[];
}

export interface HostSalesProps {
  kind: HostKind;
  useYear: (year: number) => {
    data: YearSales | undefined;
    isPending: boolean;
    isError: boolean;
    isPlaceholderData: boolean;
    refetch: () => unknown;
  };
  /** The drill-down of one listing (show-*-sales-by-month-and-*-id). */
  renderDrill: (listing: ListingSales, year: number, month: number | null, onClose: () => void) => ReactNode;
}

/**
 * 売上: a year selector (`?year=`), the year's totals, a bar chart of the host's share by month,
 * the months and the listings in tables; a bar or a month selects the month, 内訳 opens a listing's
 * own year with that month marked.
 */
export function HostSales({ kind, useYear, renderDrill }: HostSalesProps) {
  const { user } = useSession();
  const [searchParams, setSearchParams] = useSearchParams();
  const [today] = useState(() => todayInTokyo());
  const years = salesYears(user?.createdAt, today);
  const year = yearFrom(searchParams.get('year'), years);
  const [month, setMonth] = useState<number | null>(null);
  const [listingId, setListingId] = useState<string | null>(null);
  const query = useYear(year);

  useEffect(() => {
    if (query.isError) toast.error(m.loadFailedToast, { toastId: `host-sales-${kind}` });
  }, [query.isError, kind]);

  const chooseYear = (value: string) => {
    setMonth(null);
    setListingId(null);
    setSearchParams(value === String(years[0]) ? {} : { year: value });
  };
  const data = query.data;
  const listing = data?.byListing.find((item) => item.id === listingId) ?? null;

  return (
    <div className="space-y-8">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <SelectField
          label={m.year}
          value={String(year)}
          onChange={(event) => chooseYear(event.target.value)}
          options={years.map((y) => ({ value: String(y), label: m.yearOption(y) }))}
          className="w-40"
        />
        {data && (
          <div className="sm:text-right">
            <p className="text-sm text-ink-soft">{m.yearTotal(year)}</p>
            <p data-testid="sales-year-net" className="tabular text-3xl font-bold text-gold">
              {formatYen(data.totals.net)}
            </p>
            <p className="tabular text-xs text-ink-muted">
              {m.yearFacts(data.totals.count, formatYen(data.totals.gross), formatYen(data.totals.fee))}
            </p>
          </div>
        )}
      </div>

      {query.isPending ? (
        <div role="status" aria-label={hostReserveMessages.loading} className="space-y-4">
          <Skeleton className="h-64 w-full" />
          <Skeleton className="h-80 w-full" />
        </div>
      ) : query.isError || !data ? (
        <Alert tone="error">
          <p>{m.loadFailed}</p>
          <Button size="sm" variant="outline" className="mt-3" onClick={() => void query.refetch()}>
            {hostReserveMessages.retry}
          </Button>
        </Alert>
      ) : (
        <div className={cx('space-y-8 transition-opacity', query.isPlaceholderData && 'opacity-60')}>
          {data.totals.count === 0 && (
            <EmptyState icon={<BarChart3 aria-hidden />} title={m.emptyTitle} message={m.emptyYear(year)} titleAs="h2" />
          )}
          <Card className="p-4 sm:p-6">
            <h2 className="mb-6 text-base font-bold">{m.chartTitle(year)}</h2>
            <SalesChart
              year={year}
              bars={barsOf(data.months)}
              selectedMonth={month}
              onSelect={(target) => setMonth(target === month ? null : target)}
            />
          </Card>

          <section aria-labelledby="sales-by-month" className="space-y-3">
            <h2 id="sales-by-month" className="text-lg font-bold">
              {m.byMonth}
            </h2>
            <SalesTable
              caption={m.byMonthCaption(year)}
              firstColumn={m.month}
              totals={data.totals}
              rows={data.months.map((row) => {
                const number = Number(row.month.slice(5, 7));
                return {
                  ...row,
                  key: row.month,
                  selected: number === month,
                  label: (
                    <button
                      type="button"
                      onClick={() => setMonth(number === month ? null : number)}
                      className="hover:text-gold-bright"
                      aria-pressed={number === month}
                    >
                      {m.monthName(number)}
                    </button>
                  ),
                };
              })}
            />
          </section>

          <section aria-labelledby="sales-by-listing" className="space-y-3">
            <h2 id="sales-by-listing" className="text-lg font-bold">
              {m.byListing(kind)}
            </h2>
            {data.byListing.length === 0 ? (
              <p className="rounded-xl border border-dashed border-line px-4 py-5 text-sm text-ink-soft">{m.noListingSales(kind)}</p>
            ) : (
              <SalesTable
                caption={m.byListingCaption(kind, year)}
                firstColumn={m.listing(kind)}
                withAction
                rows={data.byListing.map((item) => ({
                  ...item,
                  key: item.id,
                  label: <span className="block max-w-[14rem] truncate sm:max-w-none">{item.title}</span>,
                  selected: item.id === listingId,
                  action: (
                    <Button
                      size="sm"
                      variant={item.id === listingId ? 'primary' : 'outline'}
                      aria-label={m.showLabel(item.title)}
                      onClick={() => setListingId(item.id === listingId ? null : item.id)}
                    >
                      {m.show}
                    </Button>
                  ),
                }))}
              />
            )}
            {listing && renderDrill(listing, year, month, () => setListingId(null))}
          </section>
          <p className="text-xs leading-relaxed text-ink-muted">{m.lead}</p>
        </div>
      )}
    </div>
  );
}
