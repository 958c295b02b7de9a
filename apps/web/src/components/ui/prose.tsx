import type { ReactNode } from 'react';
import { cx } from '@/lib/cx';

/**
 * Long-form text (legal documents, guides): generous line height for Japanese, headings that stand
 * out in gold, lists with brown markers.
 */
export function Prose({ children, className }: { children: ReactNode; className?: string }) {
  return (
    <div
      className={cx(
        'text-[0.9375rem] leading-[1.95] text-ink-soft sm:text-base',
        '[&_h2]:mt-12 [&_h2]:mb-4 [&_h2]:border-l-[3px] [&_h2]:border-gold [&_h2]:pl-3 [&_h2]:text-lg [&_h2]:font-bold [&_h2]:text-ink sm:[&_h2]:text-xl',
        '[&_h3]:mt-8 [&_h3]:mb-2 [&_h3]:font-bold [&_h3]:text-ink',
        '[&_p]:my-4 [&_ul]:my-4 [&_ul]:space-y-2 [&_ul]:pl-5 [&_li]:list-disc [&_li]:marker:text-brown-light',
        '[&_a]:text-gold [&_a]:underline [&_a]:underline-offset-4 hover:[&_a]:text-gold-bright',
        className,
      )}
    >
      {children}
    </div>
  );
}
