import { ChevronRight } from 'lucide-react';
import { Link } from '@/components/link';
import { cx } from '@/lib/cx';

export interface Crumb {
  label: string;
  /** Absent on the current page (the last crumb). */
  to?: string;
}

/** Where a content page sits: くるま旅 › 記事 › カテゴリ › this page (the server writes the same as BreadcrumbList). */
export function Breadcrumbs({ items, className }: { items: Crumb[]; className?: string }) {
  return (
    <nav aria-label="パンくずリスト" className={cx('text-sm', className)}>
      <ol className="flex flex-wrap items-center gap-1 text-ink-soft">
        {items.map((item, i) => (
          <li key={`${i}-${item.label}`} className="flex min-w-0 items-center gap-1">
            {i > 0 && <ChevronRight className="size-3.5 shrink-0 text-ink-muted" aria-hidden />}
            {item.to ? (
              <Link to={item.to} className="underline-offset-4 hover:text-gold-bright hover:underline">
                {item.label}
              </Link>
            ) : (
              <span aria-current="page" className="line-clamp-1 text-ink-muted">
                {item.label}
              </span>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}
