import { useId, useState, type InputHTMLAttributes, type ReactNode, type Ref } from 'react';
import { Eye, EyeOff } from 'lucide-react';
import { cx } from '@/lib/cx';

interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> {
  label: string;
  /** The label stays for assistive tech but is not shown (when the context already shows it). */
  hideLabel?: boolean;
  hint?: ReactNode;
  error?: string;
  ref?: Ref<HTMLInputElement>;
  /** Adds a show/hide toggle to a password field. */
  revealable?: boolean;
  revealLabels?: { show: string; hide: string };
  children?: ReactNode;
}

export const inputClasses =
  'block w-full h-12 rounded-[10px] border bg-canvas px-4 text-base text-ink placeholder:text-ink-muted/80 ' +
  'transition-colors duration-150 outline-none focus:border-gold focus:ring-2 focus:ring-gold/30 ' +
  'disabled:opacity-60 aria-invalid:border-danger aria-invalid:focus:ring-danger/30';

/** A labelled input with its hint and error wired for assistive tech (label, aria-describedby). */
export function TextField({
  label,
  hideLabel = false,
  hint,
  error,
  ref,
  revealable = false,
  revealLabels = { show: 'パスワードを表示', hide: 'パスワードを隠す' },
  type = 'text',
  className,
  children,
  ...rest
}: TextFieldProps) {
  const id = useId();
  const [revealed, setRevealed] = useState(false);
  const describedBy = [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(' ') || undefined;
  return (
    <div className={cx('space-y-1.5', className)}>
      <label htmlFor={id} className={hideLabel ? 'sr-only' : 'block text-sm font-bold text-ink-soft'}>
        {label}
      </label>
      <div className="relative">
        <input
          id={id}
          ref={ref}
          type={revealable && revealed ? 'text' : type}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          className={cx(inputClasses, error ? 'border-danger' : 'border-line-strong', revealable && 'pr-12')}
          {...rest}
        />
        {revealable && (
          <button
            type="button"
            onClick={() => setRevealed((v) => !v)}
            aria-label={revealed ? revealLabels.hide : revealLabels.show}
            aria-pressed={revealed}
            className="absolute inset-y-0 right-0 flex w-12 items-center justify-center text-ink-muted hover:text-ink"
          >
            {revealed ? <EyeOff className="size-5" aria-hidden /> : <Eye className="size-5" aria-hidden />}
          </button>
        )}
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
      {children}
    </div>
  );
}
