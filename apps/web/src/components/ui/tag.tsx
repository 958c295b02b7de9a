import type { HTMLAttributes, ReactNode } from 'react';
import { cx } from '@/lib/cx';

export type TagTone = 'neutral' | 'brown' | 'gold' | 'success' | 'warning' | 'danger' | 'info';

const tones: Record<TagTone, string> = {
  neutral: 'border-line bg-raised text-ink-soft',
  brown: 'border-brown/60 bg-brown/20 text-brown-light',
  gold: 'border-gold/50 bg-gold/10 text-gold-bright',
  success: 'border-success/50 bg-success/10 text-success',
  warning: 'border-warning/50 bg-warning/10 text-warning',
  danger: 'border-danger/50 bg-danger/10 text-danger',
  info: 'border-info/50 bg-info/10 text-info',
};

const sizes = {
  sm: 'h-6 gap-1 px-2 text-xs [&_svg]:size-3.5',
  md: 'h-8 gap-1.5 px-3 text-sm [&_svg]:size-4',
} as const;

export interface TagProps extends HTMLAttributes<HTMLSpanElement> {
  /** A lucide icon, e.g. `<Wifi aria-hidden />`; sized by the tag. */
  icon?: ReactNode;
  tone?: TagTone;
  size?: keyof typeof sizes;
}

/** A chip for a facility (電源あり, Wi-Fi) or a badge (新着, 即時予約), optionally with an icon. */
export function Tag({ icon, tone = 'neutral', size = 'sm', className, children, ...rest }: TagProps) {
  return (
    <span
      className={cx(
        'inline-flex shrink-0 items-center rounded-full border leading-none font-bold whitespace-nowrap',
        tones[tone],
        sizes[size],
        className,
      )}
      {...rest}
    >
      {icon}
      {children}
    </span>
  );
}
