import { cx } from '@/lib/cx';

interface ProgressBarProps {
  /** 0–1; clamped. */
  value: number;
  /** The accessible name, e.g. 「表面の写真をアップロード中」. */
  label: string;
  className?: string;
}

/** A determinate progress bar (role=progressbar with aria-valuenow in percent) in the theme's gold. */
export function ProgressBar({ value, label, className }: ProgressBarProps) {
  const percent = Math.round(Math.min(1, Math.max(0, value)) * 100);
  return (
    <div
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={percent}
      aria-valuetext={`${percent}%`}
      className={cx('h-2 w-full overflow-hidden rounded-full bg-raised', className)}
    >
      <div className="h-full rounded-full bg-gold transition-[width] duration-150 ease-(--ease-snappy)" style={{ width: `${percent}%` }} />
    </div>
  );
}
