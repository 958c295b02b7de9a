import { useId, useRef, useState, type KeyboardEvent } from 'react';
import { Star } from 'lucide-react';
import { cx } from '@/lib/cx';

export const starInputMessages = {
  star: (stars: number) => `星${stars}つ`,
  /** What each number of stars means, read beside the stars and by screen readers. */
  meaning: ['とても不満', '不満', '普通', '満足', 'とても満足'] as readonly string[],
  unset: '未選択',
};
export type StarInputMessages = typeof starInputMessages;

const STARS = [1, 2, 3, 4, 5] as const;

export interface StarInputProps {
  /** The question (e.g. 清潔さ), the radio group's accessible name. */
  label: string;
  /** 1–5, or null while nothing is chosen. */
  value: number | null;
  onChange: (stars: number) => void;
  error?: string;
  hint?: string;
  disabled?: boolean;
  /** `lg` for the overall rating, `md` for the aspects. */
  size?: 'md' | 'lg';
  messages?: Partial<StarInputMessages>;
  className?: string;
}

/**
 * The stars a key press chooses from `current` (null before any choice: → and ← both start at one
 * star), or null when the key is not ours (Tab, Space and Enter keep their usual meaning).
 */
export function starForKey(key: string, current: number | null): number | null {
  const from = current ?? 0;
  switch (key) {
    case 'ArrowRight':
    case 'ArrowUp':
      return Math.min(5, from + 1);
    case 'ArrowLeft':
    case 'ArrowDown':
      return Math.max(1, from - 1);
    case 'Home':
      return 1;
    case 'End':
      return 5;
    default:
      return /^[1-5]$/.test(key) ? Number(key) : null;
  }
}

/**
 * One to five stars as a radio group (WAI-ARIA radio pattern): one tab stop on the chosen star (or
 * the first), arrow keys, Home, End and the digits 1–5 choose and move the focus, a gold ring shows
 * where the focus is. Hovering previews the stars; the meaning (とても満足 …) is written beside them.
 */
export function StarInput({
  label,
  value,
  onChange,
  error,
  hint,
  disabled = false,
  size = 'md',
  messages: overrides,
  className,
}: StarInputProps) {
  const messages = { ...starInputMessages, ...overrides };
  const id = useId();
  const [hovered, setHovered] = useState<number | null>(null);
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);
  const shown = hovered ?? value ?? 0;
  const tabStop = value ?? 1;
  const describedBy = [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(' ') || undefined;

  const choose = (stars: number) => {
    if (disabled) return;
    onChange(stars);
    buttons.current[stars - 1]?.focus();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    const next = starForKey(event.key, value);
    if (next === null) return;
    event.preventDefault();
    choose(next);
  };

  return (
    <div className={cx('space-y-1.5', className)}>
      <p id={`${id}-label`} className={cx('font-bold text-ink-soft', size === 'lg' ? 'text-base' : 'text-sm')}>
        {label}
      </p>
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
        <div
          role="radiogroup"
          aria-labelledby={`${id}-label`}
          aria-describedby={describedBy}
          aria-invalid={error ? true : undefined}
          aria-disabled={disabled || undefined}
          className="flex items-center"
          onMouseLeave={() => setHovered(null)}
        >
          {STARS.map((stars) => {
            const filled = stars <= shown;
            return (
              <button
                key={stars}
                ref={(element) => {
                  buttons.current[stars - 1] = element;
                }}
                type="button"
                role="radio"
                aria-checked={value === stars}
                aria-label={`${messages.star(stars)}（${messages.meaning[stars - 1]}）`}
                tabIndex={stars === tabStop ? 0 : -1}
                disabled={disabled}
                onClick={() => choose(stars)}
                onKeyDown={onKeyDown}
                onMouseEnter={() => !disabled && setHovered(stars)}
                className={cx(
                  'inline-flex items-center justify-center rounded-full transition-[color,transform] duration-150 ease-(--ease-snappy)',
                  'focus-visible:bg-raised focus-visible:outline-2 focus-visible:outline-offset-0 focus-visible:outline-gold-bright',
                  'hover:scale-110 disabled:pointer-events-none disabled:opacity-50',
                  size === 'lg' ? 'size-12' : 'size-10',
                  filled ? 'text-gold' : error ? 'text-danger/70' : 'text-line-strong',
                )}
              >
                <Star
                  className={size === 'lg' ? 'size-9' : 'size-7'}
                  fill={filled ? 'currentColor' : 'none'}
                  strokeWidth={1.5}
                  aria-hidden
                />
              </button>
            );
          })}
        </div>
        <span aria-hidden="true" className={cx('text-sm font-bold', shown > 0 ? 'text-gold-bright' : 'text-ink-muted')}>
          {shown > 0 ? messages.meaning[shown - 1] : messages.unset}
        </span>
      </div>
      {hint && (
        <p id={`${id}-hint`} className="text-xs leading-relaxed text-ink-muted">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className="text-sm leading-relaxed text-danger">
          {error}
        </p>
      )}
    </div>
  );
}
