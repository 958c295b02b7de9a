import { useId, type ReactNode, type Ref, type TextareaHTMLAttributes } from 'react';
import { cx } from '@/lib/cx';

interface TextAreaFieldProps extends Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'id'> {
  label: string;
  hint?: ReactNode;
  error?: string;
  ref?: Ref<HTMLTextAreaElement>;
}

/** A labelled multi-line input, styled and wired (hint, error, aria) like TextField. */
export function TextAreaField({ label, hint, error, ref, className, rows = 4, ...rest }: TextAreaFieldProps) {
  const id = useId();
  const describedBy = [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(' ') || undefined;
  return (
    <div className={cx('space-y-1.5', className)}>
      <label htmlFor={id} className="block text-sm font-bold text-ink-soft">
        {label}
      </label>
      <textarea
        id={id}
        ref={ref}
        rows={rows}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        className={cx(
          'block w-full rounded-[10px] border bg-canvas px-4 py-3 text-base leading-relaxed text-ink placeholder:text-ink-muted/80',
          'transition-colors duration-150 outline-none focus:border-gold focus:ring-2 focus:ring-gold/30 disabled:opacity-60',
          error ? 'border-danger focus:ring-danger/30' : 'border-line-strong',
        )}
        {...rest}
      />
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
