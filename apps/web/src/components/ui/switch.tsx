import { cx } from '@/lib/cx';

interface SwitchProps {
  checked: boolean;
  onChange: (checked: boolean) => void;
  /** The visible label beside the switch (also its accessible name unless `labelledBy` is given). */
  label?: string;
  labelledBy?: string;
  describedBy?: string;
  /** The words beside the switch that say its state without colour (公開中 / 非公開). */
  stateLabels?: { on: string; off: string };
  disabled?: boolean;
  busy?: boolean;
  className?: string;
}

/** An on/off switch (role="switch") in the theme's gold; the word beside it says the state. */
export function Switch({ checked, onChange, label, labelledBy, describedBy, stateLabels, disabled, busy, className }: SwitchProps) {
  return (
    <span className={cx('inline-flex shrink-0 items-center gap-2.5', className)}>
      <button
        type="button"
        role="switch"
        aria-checked={checked}
        aria-label={labelledBy ? undefined : label}
        aria-labelledby={labelledBy}
        aria-describedby={describedBy}
        aria-busy={busy || undefined}
        disabled={disabled || busy}
        onClick={() => onChange(!checked)}
        className={cx(
          'relative inline-flex h-7 w-12 shrink-0 items-center rounded-full border transition-colors duration-150 disabled:opacity-50',
          checked ? 'border-gold bg-gold' : 'border-line-strong bg-canvas',
          busy && 'animate-pulse',
        )}
      >
        <span
          aria-hidden="true"
          className={cx(
            'absolute top-1/2 size-5 -translate-y-1/2 rounded-full shadow transition-[left,background-color] duration-150',
            checked ? 'left-[calc(100%-1.375rem)] bg-canvas' : 'left-0.5 bg-ink-muted',
          )}
        />
      </button>
      {stateLabels && (
        <span aria-hidden="true" className={cx('text-xs font-bold whitespace-nowrap', checked ? 'text-gold' : 'text-ink-muted')}>
          {checked ? stateLabels.on : stateLabels.off}
        </span>
      )}
    </span>
  );
}
