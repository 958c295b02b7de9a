import { cx } from '@/lib/cx';

export type ButtonVariant = 'primary' | 'secondary' | 'outline' | 'ghost' | 'danger';
export type ButtonSize = 'sm' | 'md' | 'lg';

const base =
  'inline-flex items-center justify-center gap-2 rounded-full font-bold tracking-wide whitespace-nowrap ' +
  'transition-[background-color,border-color,color,box-shadow,transform] duration-150 ease-(--ease-snappy) ' +
  'active:translate-y-px disabled:pointer-events-none disabled:opacity-50 select-none';

const variants: Record<ButtonVariant, string> = {
  primary: 'bg-gold text-canvas hover:bg-gold-bright shadow-[0_8px_24px_-12px_var(--color-gold)]',
  secondary: 'bg-brown text-ink hover:bg-brown-light',
  outline: 'border border-line-strong text-ink hover:border-gold hover:text-gold-bright bg-canvas/40',
  ghost: 'text-ink-soft hover:bg-raised hover:text-ink',
  danger: 'border border-danger/60 text-danger hover:bg-danger/10',
};

const sizes: Record<ButtonSize, string> = {
  sm: 'h-9 px-4 text-sm',
  md: 'h-11 px-5 text-[0.9375rem]',
  lg: 'h-13 px-7 text-base',
};

/** Shared by Button and LinkButton so a link can look like a button without pretending to be one. */
export function buttonClasses(options: { variant?: ButtonVariant; size?: ButtonSize; fullWidth?: boolean; className?: string }): string {
  return cx(base, variants[options.variant ?? 'primary'], sizes[options.size ?? 'md'], options.fullWidth && 'w-full', options.className);
}
