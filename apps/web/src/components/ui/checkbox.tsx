import { useId, type InputHTMLAttributes, type ReactNode, type Ref } from 'react';
import { Check } from 'lucide-react';
import { cx } from '@/lib/cx';

interface CheckboxProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'type'> {
  /** The clickable label beside the box (may hold a link). */
  children: ReactNode;
  error?: string;
  ref?: Ref<HTMLInputElement>;
}

/**
 * A native checkbox (keyboard, forms and assistive tech for free) drawn as a gold box, with its
 * label and an error announced through aria-describedby.
 */
export function Checkbox({ children, error, ref, className, disabled, ...rest }: CheckboxProps) {
  const id = useId();
  return (
    <div className={cx('space-y-1.5', className)}>
      <div className="flex items-start gap-3">
        <span className="relative mt-0.5 flex size-6 shrink-0 items-center justify-center">
          <input
            id={id}
            ref={ref}
            type="checkbox"
            disabled={disabled}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${id}-error` : undefined}
            className={cx(
              'peer size-6 cursor-pointer appearance-none rounded-md border bg-canvas transition-colors duration-150',
              'checked:border-gold checked:bg-gold disabled:cursor-not-allowed disabled:opacity-50',
              error ? 'border-danger' : 'border-line-strong hover:border-gold',
            )}
            {...rest}
          />
          <Check
            className="pointer-events-none absolute size-4 text-canvas opacity-0 peer-checked:opacity-100"
            strokeWidth={3}
            aria-hidden
          />
        </span>
        <label htmlFor={id} className={cx('cursor-pointer text-[0.9375rem] leading-relaxed text-ink', disabled && 'opacity-60')}>
          {children}
        </label>
      </div>
      {error && (
        <p id={`${id}-error`} className="pl-9 text-sm leading-relaxed text-danger">
          {error}
        </p>
      )}
    </div>
  );
}
