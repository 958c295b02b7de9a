import { useId, type ReactNode, type Ref, type SelectHTMLAttributes } from 'react';
import { ChevronDown } from 'lucide-react';
import { cx } from '@/lib/cx';
import { inputClasses } from './input';

export interface SelectOption {
  value: string;
  label: string;
}

export interface SelectOptionGroup {
  label: string;
  options: SelectOption[];
}

interface SelectFieldProps extends Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id' | 'children'> {
  label: string;
  /** Plain options, or groups (rendered as `<optgroup>`, e.g. prefectures by region). */
  options: SelectOption[] | SelectOptionGroup[];
  /** A first, empty choice ("選択してください") so nothing is chosen for the user. */
  placeholder?: string;
  hint?: ReactNode;
  error?: string;
  ref?: Ref<HTMLSelectElement>;
}

function isGrouped(options: SelectOption[] | SelectOptionGroup[]): options is SelectOptionGroup[] {
  return options.length > 0 && 'options' in options[0]!;
}

/**
 * A labelled native `<select>` styled like TextField. Native on purpose: on a phone it opens the
 * system picker, which handles 47 prefectures far better than a custom list, and it needs no ARIA.
 */
export function SelectField({ label, options, placeholder, hint, error, ref, className, ...rest }: SelectFieldProps) {
  const id = useId();
  const describedBy = [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(' ') || undefined;
  const renderOptions = (list: SelectOption[]) =>
    list.map((option) => (
      <option key={option.value} value={option.value}>
        {option.label}
      </option>
    ));
  return (
    <div className={cx('space-y-1.5', className)}>
      <label htmlFor={id} className="block text-sm font-bold text-ink-soft">
        {label}
      </label>
      <div className="relative">
        <select
          id={id}
          ref={ref}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          className={cx(inputClasses, 'appearance-none pr-11', error ? 'border-danger' : 'border-line-strong')}
          {...rest}
        >
          {placeholder !== undefined && <option value="">{placeholder}</option>}
          {isGrouped(options)
            ? options.map((group) => (
                <optgroup key={group.label} label={group.label}>
                  {renderOptions(group.options)}
                </optgroup>
              ))
            : renderOptions(options)}
        </select>
        <ChevronDown className="pointer-events-none absolute top-1/2 right-4 size-4 -translate-y-1/2 text-ink-muted" aria-hidden />
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
