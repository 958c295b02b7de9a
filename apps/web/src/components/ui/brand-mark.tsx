import { cx } from '@/lib/cx';

/** The くるま旅 mark: a campervan in the brand's gold tile (also the favicon). */
export function BrandMark({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 32 32" aria-hidden="true" className={cx('size-8 shrink-0', className)}>
      <rect width="32" height="32" rx="9" className="fill-gold" />
      <path d="M6 19.5v-7q0-2 2-2h11.5q1.1 0 1.8.8l3.9 4.1q.8.8.8 1.9v2.2q0 1.5-1.5 1.5h-17Q6 21 6 19.5z" className="fill-canvas" />
      <path d="M8.5 12.5H13v3H8.5zM14.5 12.5h4.7l2.8 3h-7.5z" className="fill-gold" />
      <circle cx="11" cy="21.3" r="2.6" strokeWidth="1.4" className="fill-canvas stroke-gold" />
      <circle cx="21" cy="21.3" r="2.6" strokeWidth="1.4" className="fill-canvas stroke-gold" />
    </svg>
  );
}

/** The mark with the word くるま旅 (旅 in gold). */
export function BrandLogo({ className }: { className?: string }) {
  return (
    <span className={cx('inline-flex items-center gap-2.5', className)}>
      <BrandMark />
      <span className="text-xl leading-none font-bold tracking-[0.08em] text-ink">
        くるま<span className="text-gold">旅</span>
      </span>
    </span>
  );
}
