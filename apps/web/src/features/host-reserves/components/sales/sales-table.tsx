import type { ReactNode } from 'react';
import type { SalesFigures } from '@kurumatabi/contract';
import { cx } from '@/lib/cx';
import { formatYen } from '@/lib/format-yen';
import { hostReserveMessages } from '../../messages';

const m = hostReserveMessages.sales;

export interface SalesTableRow extends SalesFigures {
  key: string;
  /** The first column: the month or the listing's title. */
  label: ReactNode;
  selected?: boolean;
  /** A button at the row's end (内訳). */
  action?: ReactNode;
}

/** 件数 · 売上 · 手数料 · 受取額 by month or by listing, with the totals' row; the listings' table scrolls sideways on a phone. */
export function SalesTable({
  caption,
  firstColumn,
  rows,
  totals,
  withAction,
}: {
  caption: string;
  firstColumn: string;
  rows: readonly SalesTableRow[];
  totals?: SalesFigures;
  withAction?: boolean;
}) {
  return (
    // Positioned, so that the visually hidden labels inside (absolute) scroll with the table instead of widening the page.
    <div className="relative overflow-x-auto rounded-(--radius-card) border border-line bg-surface">
      <table className={cx('w-full text-xs sm:text-sm', withAction && 'min-w-[30rem]')}>
        <caption className="sr-only">{caption}</caption>
        <thead className="border-b border-line text-xs text-ink-muted">
          <tr>
            <th scope="col" className="px-2.5 py-3 sm:px-4 text-left font-bold">
              {firstColumn}
            </th>
            <th scope="col" className="px-2 py-3 sm:px-3 text-right font-bold">
              {m.count}
            </th>
            <th scope="col" className="px-2 py-3 sm:px-3 text-right font-bold">
              {m.gross}
            </th>
            <th scope="col" className="px-2 py-3 sm:px-3 text-right font-bold">
              {m.fee}
            </th>
            <th scope="col" className="px-2.5 py-3 sm:px-4 text-right font-bold text-gold">
              {m.net}
            </th>
            {withAction && (
              <th scope="col" className="px-2 py-3 sm:px-3">
                <span className="sr-only">{m.show}</span>
              </th>
            )}
          </tr>
        </thead>
        <tbody className="tabular">
          {rows.map((row) => (
            <tr
              key={row.key}
              data-selected={row.selected || undefined}
              className={cx('border-b border-line/60 last:border-0', row.selected && 'bg-gold/10')}
            >
              <th scope="row" className={cx('px-2.5 py-2.5 sm:px-4 text-left font-bold', row.count === 0 && 'text-ink-muted')}>
                {row.label}
              </th>
              <td className="px-2 py-2.5 sm:px-3 text-right">{row.count}</td>
              <td className="px-2 py-2.5 sm:px-3 text-right">{formatYen(row.gross)}</td>
              <td className="px-2 py-2.5 sm:px-3 text-right text-ink-soft">{formatYen(row.fee)}</td>
              <td className={cx('px-2.5 py-2.5 sm:px-4 text-right font-bold', row.net > 0 ? 'text-gold' : 'text-ink-muted')}>
                {formatYen(row.net)}
              </td>
              {withAction && <td className="px-2 py-1.5 sm:px-3 text-right">{row.action}</td>}
            </tr>
          ))}
        </tbody>
        {totals && (
          <tfoot className="tabular border-t border-line-strong">
            <tr>
              <th scope="row" className="px-2.5 py-3 sm:px-4 text-left font-bold">
                {m.total}
              </th>
              <td className="px-2 py-3 sm:px-3 text-right font-bold">{totals.count}</td>
              <td className="px-2 py-3 sm:px-3 text-right font-bold">{formatYen(totals.gross)}</td>
              <td className="px-2 py-3 sm:px-3 text-right text-ink-soft">{formatYen(totals.fee)}</td>
              <td className="px-2.5 py-3 sm:px-4 text-right text-base font-bold text-gold">{formatYen(totals.net)}</td>
              {withAction && <td />}
            </tr>
          </tfoot>
        )}
      </table>
    </div>
  );
}
