import type { ReactNode } from 'react';
import { cx } from '@/lib/cx';

export interface EmptyStateProps {
  /** A lucide icon, e.g. `<SearchX aria-hidden />`; drawn gold in a round badge. */
  icon?: ReactNode;
  title: string;
  /** What to do next (DESIGN.md §6: empty states say what to do next). */
  message?: ReactNode;
  /** A button or link, e.g. 条件をクリア or 車両を登録する. */
  action?: ReactNode;
  /** The title's element, to fit the page's outline. */
  titleAs?: 'h2' | 'h3' | 'p';
  className?: string;
}

/** A dashed panel for "nothing here yet": icon, title, what to do, and an action. */
export function EmptyState({ icon, title, message, action, titleAs: Title = 'p', className }: EmptyStateProps) {
  return (
    <div className={cx('rounded-xl border border-dashed border-line-strong px-5 py-10 text-center', className)}>
      {icon && (
        <span className="mx-auto mb-4 flex size-14 items-center justify-center rounded-full bg-raised text-gold [&_svg]:size-7">
          {icon}
        </span>
      )}
      <Title className="text-base font-bold text-ink">{title}</Title>
      {message && <div className="mx-auto mt-2 max-w-md text-sm leading-relaxed text-ink-soft">{message}</div>}
      {action && <div className="mt-5 flex flex-wrap justify-center gap-3">{action}</div>}
    </div>
  );
}
