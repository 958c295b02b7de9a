import { useId } from 'react';
import { cx } from '@/lib/cx';

export interface RadioOption<T extends string> {
  value: T;
  label: string;
}

interface RadioGroupProps<T extends string> {
  /** The question the choices answer (the fieldset's legend). */
  legend: string;
  name: string;
  options: readonly RadioOption<T>[];
  value: T | undefined;
  onChange: (value: T) => void;
  onBlur?: () => void;
  error?: string;
  disabled?: boolean;
  className?: string;
}

/**
 * A small set of exclusive choices as native radios inside a fieldset, drawn as segmented pills
 * (the selected one in gold). Arrow keys move between them as the browser does for radios.
 * Controlled: use it with react-hook-form's Controller.
 */
export function RadioGroup<T extends string>({
  legend,
  name,
  options,
  value,
  onChange,
  onBlur,
  error,
  disabled,
  className,
}: RadioGroupProps<T>) {
  const id = useId();
  return (
    <fieldset
      className={cx('space-y-1.5', className)}
      aria-invalid={error ? true : undefined}
      aria-describedby={error ? `${id}-error` : undefined}
      disabled={disabled}
    >
      <legend className="mb-1.5 block text-sm font-bold text-ink-soft">{legend}</legend>
      <div className="flex flex-wrap gap-2">
        {options.map((option) => (
          <label
            key={option.value}
            className={cx(
              'relative inline-flex h-11 min-w-24 cursor-pointer items-center justify-center rounded-full border px-5 text-[0.9375rem] font-bold',
              'transition-colors duration-150 has-focus-visible:outline-2 has-focus-visible:outline-offset-2 has-focus-visible:outline-gold-bright',
              value === option.value
                ? 'border-gold bg-gold/15 text-gold-bright'
                : cx('bg-canvas text-ink-soft hover:text-ink', error ? 'border-danger' : 'border-line-strong hover:border-gold'),
            )}
          >
            <input
              type="radio"
              name={name}
              value={option.value}
              checked={value === option.value}
              onChange={() => onChange(option.value)}
              onBlur={onBlur}
              className="sr-only"
            />
            {option.label}
          </label>
        ))}
      </div>
      {error && (
        <p id={`${id}-error`} className="text-sm leading-relaxed text-danger">
          {error}
        </p>
      )}
    </fieldset>
  );
}
