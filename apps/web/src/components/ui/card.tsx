import type { HTMLAttributes } from 'react';
import { cx } from '@/lib/cx';

/** A raised surface with the theme's hairline and 12 px radius. */
export function Card({ className, ...rest }: HTMLAttributes<HTMLDivElement>) {
  return <div className={cx('rounded-(--radius-card) border border-line bg-surface', className)} {...rest} />;
}
