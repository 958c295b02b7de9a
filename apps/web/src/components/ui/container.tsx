import type { HTMLAttributes } from 'react';
import { cx } from '@/lib/cx';

const widths = { narrow: 'max-w-3xl', default: 'max-w-6xl' } as const;

/** The page's horizontal frame: comfortable gutters on a phone, a readable width on a desktop. */
export function Container({ width = 'default', className, ...rest }: HTMLAttributes<HTMLDivElement> & { width?: keyof typeof widths }) {
  return <div className={cx('mx-auto w-full px-5 sm:px-8', widths[width], className)} {...rest} />;
}
