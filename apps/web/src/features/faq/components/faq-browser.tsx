import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { FaqCategory, type Faq } from '@kurumatabi/contract';
import { ChevronDown } from 'lucide-react';
import { Skeleton } from '@/components/ui/skeleton';
import { cx } from '@/lib/cx';
import { faqListQuery } from '../api/list-faq';
import { faqMessages as m } from '../messages';

type Filter = FaqCategory | 'all';

function groupByCategory(items: Faq[]): [FaqCategory, Faq[]][] {
  return FaqCategory.values
    .map((category): [FaqCategory, Faq[]] => [category, items.filter((item) => item.category === category)])
    .filter(([, list]) => list.length > 0);
}

function FaqSkeleton() {
  return (
    <div role="status" aria-label={m.loading} className="space-y-3">
      <Skeleton className="mb-6 h-6 w-40" />
      {[0, 1, 2, 3, 4].map((i) => (
        <Skeleton key={i} className="h-16 w-full rounded-xl" />
      ))}
    </div>
  );
}

/** The FAQ grouped by category, each answer in an accordion, with a category filter. */
export function FaqBrowser() {
  const query = useQuery({ ...faqListQuery, throwOnError: true });
  const [filter, setFilter] = useState<Filter>('all');
  const groups = groupByCategory(query.data?.items ?? []);
  const shown = filter === 'all' ? groups : groups.filter(([category]) => category === filter);

  const chip = (value: Filter, label: string, count: number) => (
    <button
      key={value}
      type="button"
      aria-pressed={filter === value}
      onClick={() => setFilter(value)}
      className={cx(
        'inline-flex h-9 shrink-0 items-center gap-1.5 rounded-full border px-4 text-sm font-bold transition-colors duration-150',
        filter === value ? 'border-gold bg-gold text-canvas' : 'border-line-strong text-ink-soft hover:border-gold hover:text-ink',
      )}
    >
      {label}
      <span className={cx('text-xs tabular', filter === value ? 'text-canvas/70' : 'text-ink-muted')}>{count}</span>
    </button>
  );

  if (!query.data) return <FaqSkeleton />;
  return (
    <div>
      <div role="group" aria-label={m.filter} className="-mx-5 flex gap-2 overflow-x-auto px-5 pb-2 sm:mx-0 sm:flex-wrap sm:px-0">
        {chip('all', m.all, query.data.items.length)}
        {groups.map(([category, list]) => chip(category, FaqCategory.labels[category], list.length))}
      </div>
      <div className="mt-10 space-y-12">
        {shown.length === 0 && <p className="text-ink-muted">{m.empty}</p>}
        {shown.map(([category, list]) => (
          <section key={category} aria-labelledby={`faq-${category}`}>
            <h2 id={`faq-${category}`} className="flex items-baseline gap-3 text-lg font-bold">
              <span className="h-5 w-1 translate-y-0.5 rounded-full bg-gold" aria-hidden="true" />
              {FaqCategory.labels[category]}
            </h2>
            <div className="mt-4 space-y-3">
              {list.map((item) => (
                <details key={item.id} className="group rounded-xl border border-line bg-surface open:border-line-strong">
                  <summary className="flex cursor-pointer list-none items-start gap-3 px-5 py-4 font-bold text-ink [&::-webkit-details-marker]:hidden">
                    <span aria-hidden="true" className="mt-px font-bold text-gold">
                      Q
                    </span>
                    <span className="flex-1 leading-relaxed">{item.question}</span>
                    <ChevronDown
                      aria-hidden
                      className="mt-1 size-5 shrink-0 text-ink-muted transition-transform duration-200 group-open:rotate-180"
                    />
                  </summary>
                  <div className="flex gap-3 border-t border-line px-5 py-4 text-[0.9375rem] leading-[1.9] text-ink-soft">
                    <span aria-hidden="true" className="font-bold text-brown-light">
                      A
                    </span>
                    <p className="flex-1 whitespace-pre-line">{item.answer}</p>
                  </div>
                </details>
              ))}
            </div>
          </section>
        ))}
      </div>
    </div>
  );
}
