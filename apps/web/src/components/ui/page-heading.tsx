import type { ReactNode } from 'react';
import { cx } from '@/lib/cx';

interface PageHeadingProps {
  title: string;
  eyebrow?: string;
  lead?: ReactNode;
  icon?: ReactNode;
  className?: string;
}

/** The one `h1` of a page, with an optional eyebrow and lead. */
export function PageHeading({ title, eyebrow, lead, icon, className }: PageHeadingProps) {
  return (
    <header className={cx('space-y-3', className)}>
      {eyebrow && (
        <p className="flex items-center gap-2 text-xs font-bold tracking-[0.2em] text-gold">
          {icon}
          {eyebrow}
        </p>
      )}
      <h1 className="text-[1.75rem] font-bold text-ink sm:text-4xl">{title}</h1>
      {lead && <p className="max-w-2xl text-ink-soft">{lead}</p>}
    </header>
  );
}
