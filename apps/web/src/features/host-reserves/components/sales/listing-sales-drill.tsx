import { useState } from 'react';
import type { MonthSales } from '@kurumatabi/contract';
import { X } from 'lucide-react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { formatYen } from '@/lib/format-yen';
import { hostReserveMessages } from '../../messages';
import { barsOf, type ListingSales } from '../../sales-view';
import { SalesChart } from './sales-chart';

const m = hostReserveMessages.sales;

export interface DrillProps {
  listing: ListingSales;
  year: number;
  /** The month chosen on the page's chart, marked here too. */
  month: number | null;
  onClose: () => void;
  query: { data: { months: MonthSales[] } | undefined; isPending: boolean; isError: boolean; refetch: () => unknown };
}

/** One listing's year (show-*-sales-by-month-and-*-id): its own bars, the chosen month's figures. */
export function ListingSalesDrill({ listing, year, month, onClose, query }: DrillProps) {
  const [own, setOwn] = useState<number | null>(month);
  const chosen = own ?? month;
  const figures = chosen !== null ? query.data?.months[chosen - 1] : undefined;
  return (
    <Card role="region" aria-label={m.drillTitle(listing.title, year)} className="space-y-5 border-gold/50 p-4 sm:p-6">
      <div className="flex items-start justify-between gap-3">
        <h3 className="font-bold">{m.drillTitle(listing.title, year)}</h3>
        <Button size="sm" variant="ghost" onClick={onClose} aria-label={m.drillClose} icon={<X className="size-4" aria-hidden />} />
      </div>
      {query.isPending ? (
        <Skeleton className="h-56 w-full" />
      ) : query.isError || !query.data ? (
        <Alert tone="error">
          <p>{m.loadFailed}</p>
          <Button size="sm" variant="outline" className="mt-3" onClick={() => void query.refetch()}>
            {hostReserveMessages.retry}
          </Button>
        </Alert>
      ) : (
        <>
          <SalesChart year={year} bars={barsOf(query.data.months)} selectedMonth={chosen} onSelect={(target) => setOwn(target)} />
          <p role="status" className="tabular text-sm text-ink-soft">
            {chosen === null || !figures
              ? m.drillPick
              : figures.count === 0
                ? m.drillEmpty(chosen)
                : m.drillMonth(chosen, figures.count, formatYen(figures.gross), formatYen(figures.fee), formatYen(figures.net))}
          </p>
        </>
      )}
    </Card>
  );
}
