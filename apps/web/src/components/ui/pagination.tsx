import type { ReactNode } from 'react';
import { Link } from '@/components/link';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { cx } from '@/lib/cx';

export const paginationMessages = {
  label: 'ページ送り',
  /** The visible words are the links' names too (WCAG 2.5.3, label in name; ADR 0030). */
  previous: '前のページ',
  next: '次のページ',
  previousPage: '前のページ',
  nextPage: '次のページ',
  page: (page: number) => `${page}ページ目`,
  compact: (page: number, total: number) => `${page} / ${total}ページ`,
};
export type PaginationMessages = typeof paginationMessages;

export type PaginationItem = number | 'gap';

/**
 * The pages to show around `page`: always the first and the last, `siblings` on each side of the
 * current one, and a gap (…) for what is left out. The list keeps the same length while the
 * current page moves, so the links do not jump under the finger.
 */
export function paginationItems(page: number, totalPages: number, siblings = 1): PaginationItem[] {
  const slots = siblings * 2 + 5; // first, gap, siblings, current, siblings, gap, last
  const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => from + i);
  if (totalPages <= slots) return range(1, totalPages);
  const current = Math.min(Math.max(page, 1), totalPages);
  if (current <= siblings + 3) return [...range(1, slots - 2), 'gap', totalPages];
  if (current >= totalPages - siblings - 2) return [1, 'gap', ...range(totalPages - slots + 3, totalPages)];
  return [1, 'gap', ...range(current - siblings, current + siblings), 'gap', totalPages];
}

export interface PaginationProps {
  /** The current page, from 1. */
  page: number;
  totalPages: number;
  /** The URL of a page, keeping the search's other parameters (e.g. `?prefecture=Nagano&page=3`). */
  hrefFor: (page: number) => string;
  /** `full`: numbered pages; `compact`: 前のページ · 2 / 9ページ · 次のページ; `responsive` (default): compact on phones. */
  variant?: 'full' | 'compact' | 'responsive';
  siblings?: number;
  messages?: Partial<PaginationMessages>;
  className?: string;
}

const cell = 'tabular inline-flex h-10 min-w-10 items-center justify-center gap-1 rounded-full px-3 text-sm transition-colors duration-150';
const linkCell = cx(cell, 'border border-line text-ink-soft hover:border-gold hover:text-gold-bright');
const offCell = cx(cell, 'border border-line/50 text-ink-muted opacity-50');

/** Page links (« 前のページ, 1 … 4 5 6 … 20, 次のページ ») as router links, nothing when there is one page. */
export function Pagination({
  page,
  totalPages,
  hrefFor,
  variant = 'responsive',
  siblings = 1,
  messages: overrides,
  className,
}: PaginationProps) {
  const messages = { ...paginationMessages, ...overrides };
  if (totalPages <= 1) return null;
  const current = Math.min(Math.max(page, 1), totalPages);

  const step = (target: number, label: string, text: ReactNode, enabled: boolean) =>
    enabled ? (
      <Link to={hrefFor(target)} aria-label={label} rel={target < current ? 'prev' : 'next'} className={linkCell}>
        {text}
      </Link>
    ) : (
      <span aria-disabled="true" className={offCell}>
        {text}
      </span>
    );
  const previous = step(
    current - 1,
    messages.previousPage,
    <>
      <ChevronLeft className="size-4" aria-hidden />
      {messages.previous}
    </>,
    current > 1,
  );
  const next = step(
    current + 1,
    messages.nextPage,
    <>
      {messages.next}
      <ChevronRight className="size-4" aria-hidden />
    </>,
    current < totalPages,
  );

  const full = (
    <ul className={cx('flex flex-wrap items-center justify-center gap-1.5', variant === 'responsive' && 'max-sm:hidden')}>
      <li>{previous}</li>
      {paginationItems(current, totalPages, siblings).map((item, i) => (
        <li key={item === 'gap' ? `gap-${i}` : item}>
          {item === 'gap' ? (
            <span aria-hidden="true" className="inline-flex h-10 w-6 items-center justify-center text-ink-muted">
              …
            </span>
          ) : item === current ? (
            <Link
              to={hrefFor(item)}
              aria-label={messages.page(item)}
              aria-current="page"
              className={cx(cell, 'bg-gold font-bold text-canvas')}
            >
              {item}
            </Link>
          ) : (
            <Link to={hrefFor(item)} aria-label={messages.page(item)} className={linkCell}>
              {item}
            </Link>
          )}
        </li>
      ))}
      <li>{next}</li>
    </ul>
  );
  const compact = (
    <div className={cx('flex items-center justify-between gap-3', variant === 'responsive' && 'sm:hidden')}>
      {previous}
      <p className="tabular text-sm font-bold text-ink">{messages.compact(current, totalPages)}</p>
      {next}
    </div>
  );

  return (
    <nav aria-label={messages.label} className={className}>
      {variant !== 'compact' && full}
      {variant !== 'full' && compact}
    </nav>
  );
}
