import type { ReactNode } from 'react';
import { ArrowRight } from 'lucide-react';
import { Link } from '@/components/link';

/** A titled block of the dashboard, with its count and a link to the whole list. */
export function DashboardSection({
  id,
  title,
  count,
  more,
  children,
}: {
  id: string;
  title: string;
  count?: number;
  more?: { to: string; label: string };
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={id} className="space-y-3">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id={id} className="flex items-baseline gap-2 text-lg font-bold">
          {title}
          {count !== undefined && <span className="tabular text-sm font-bold text-gold">{count}</span>}
        </h2>
        {more && (
          <Link to={more.to} className="inline-flex items-center gap-1 text-sm font-bold text-gold hover:text-gold-bright">
            {more.label}
            <ArrowRight className="size-4" aria-hidden />
          </Link>
        )}
      </div>
      {children}
    </section>
  );
}

/** The quiet line of an empty list (the dashboard's lists are short; a dashed panel would be too loud). */
export function QuietEmpty({ children }: { children: ReactNode }) {
  return <p className="rounded-xl border border-dashed border-line px-4 py-5 text-sm leading-relaxed text-ink-soft">{children}</p>;
}
