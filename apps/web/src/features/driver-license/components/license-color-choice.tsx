import { useId, type Ref } from 'react';
import { LicenseColor } from '@kurumatabi/contract';
import { cx } from '@/lib/cx';
import { driverLicenseMessages as m } from '../messages';

/** The band colours, in the theme's own green, blue and gold. */
const swatches: Record<LicenseColor, string> = { Green: 'bg-success', Blue: 'bg-info', Gold: 'bg-gold' };

interface LicenseColorChoiceProps {
  value: string;
  onChange: (value: LicenseColor) => void;
  onBlur: () => void;
  error?: string;
  disabled?: boolean;
  ref?: Ref<HTMLInputElement>;
}

/** グリーン / ブルー / ゴールド as a radio group (arrow keys move between them, like any radio group). */
export function LicenseColorChoice({ value, onChange, onBlur, error, disabled, ref }: LicenseColorChoiceProps) {
  const id = useId();
  return (
    <fieldset aria-describedby={[`${id}-hint`, error ? `${id}-error` : null].filter(Boolean).join(' ')}>
      <legend className="text-sm font-bold text-ink-soft">{m.color}</legend>
      <div className="mt-1.5 grid grid-cols-3 gap-2">
        {LicenseColor.values.map((color, index) => (
          <label
            key={color}
            className={cx(
              // On a phone the swatch sits above the name, so グリーン and ゴールド never break.
              'relative flex h-14 cursor-pointer flex-col items-center justify-center gap-1 rounded-[10px] border bg-canvas px-2 text-sm font-bold whitespace-nowrap transition-colors duration-150 sm:h-12 sm:flex-row sm:gap-2',
              'has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-gold/40',
              value === color
                ? 'border-gold bg-raised text-gold-bright'
                : error
                  ? 'border-danger text-ink-soft'
                  : 'border-line-strong text-ink-soft hover:border-gold',
              disabled && 'pointer-events-none opacity-60',
            )}
          >
            <input
              ref={index === 0 ? ref : undefined}
              type="radio"
              name={`${id}-color`}
              value={color}
              checked={value === color}
              onChange={() => onChange(color)}
              onBlur={onBlur}
              disabled={disabled}
              className="absolute inset-0 size-full cursor-pointer appearance-none rounded-[10px] opacity-0"
            />
            <span aria-hidden className={cx('size-3.5 shrink-0 rounded-full ring-2 ring-canvas', swatches[color])} />
            {LicenseColor.labels[color]}
          </label>
        ))}
      </div>
      <p id={`${id}-hint`} className="mt-1.5 text-xs leading-relaxed text-ink-muted">
        {m.colorHint}
      </p>
      {error && (
        <p id={`${id}-error`} className="mt-1.5 text-sm leading-relaxed text-danger">
          {error}
        </p>
      )}
    </fieldset>
  );
}
