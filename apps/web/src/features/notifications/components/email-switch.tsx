import { cx } from '@/lib/cx';
import { notificationMessages as m } from '../messages';

interface EmailSwitchProps {
  checked: boolean;
  onChange: (checked: boolean) => void;
  labelledBy: string;
  describedBy?: string;
  disabled?: boolean;
}

/** An on/off switch (role="switch"), named by the row's label; the word beside it says the state without colour. */
export function EmailSwitch({ checked, onChange, labelledBy, describedBy, disabled }: EmailSwitchProps) {
  return (
    <span className="flex shrink-0 items-center gap-2.5">
      <span aria-hidden="true" className={cx('w-7 text-right text-xs font-bold', checked ? 'text-gold' : 'text-ink-muted')}>
        {checked ? 'オン' : 'オフ'}
      </span>
      <button
        type="button"
        role="switch"
        aria-checked={checked}
        aria-labelledby={labelledBy}
        aria-describedby={describedBy}
        title={checked ? m.emailOn : m.emailOff}
        disabled={disabled}
        onClick={() => onChange(!checked)}
        className={cx(
          'relative inline-flex h-7 w-12 items-center rounded-full border transition-colors duration-150 disabled:opacity-50',
          checked ? 'border-gold bg-gold' : 'border-line-strong bg-canvas',
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
    </span>
  );
}
