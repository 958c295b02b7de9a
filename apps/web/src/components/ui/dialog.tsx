import { useEffect, useRef, type ReactNode } from 'react';
import { X } from 'lucide-react';
import { cx } from '@/lib/cx';

interface DialogProps {
  open: boolean;
  onClose: () => void;
  /** The accessible name (the dialog may show a different, longer title). */
  label: string;
  closeLabel?: string;
  children: ReactNode;
  className?: string;
}

/**
 * A modal on the native <dialog> (focus trap, Escape and the top layer come from the browser).
 * Escape and a click on the backdrop close it.
 */
export function Dialog({ open, onClose, label, closeLabel = '閉じる', children, className }: DialogProps) {
  const ref = useRef<HTMLDialogElement>(null);

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      dialog.showModal();
      // The browser focuses the first focusable element (the close button); the first field is more useful.
      dialog.querySelector<HTMLElement>('[data-autofocus]')?.focus();
    }
    if (!open && dialog.open) dialog.close();
  }, [open]);

  useEffect(() => {
    if (!open) return;
    // Keep the page under the modal from scrolling on touch devices.
    const previous = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    return () => {
      document.body.style.overflow = previous;
    };
  }, [open]);

  return (
    <dialog
      ref={ref}
      aria-label={label}
      aria-modal="true"
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
      onClick={(event) => {
        if (event.target === event.currentTarget) onClose();
      }}
      className={cx(
        'm-auto w-[min(100%-1.5rem,30rem)] max-h-[calc(100dvh-1.5rem)] overflow-y-auto rounded-2xl border border-line bg-surface p-0 text-ink shadow-lift',
        'backdrop:bg-black/70 backdrop:backdrop-blur-[2px]',
        className,
      )}
    >
      <div className="relative p-6 sm:p-8">
        <button
          type="button"
          onClick={onClose}
          aria-label={closeLabel}
          className="absolute top-3 right-3 flex size-10 items-center justify-center rounded-full text-ink-muted transition-colors hover:bg-raised hover:text-ink"
        >
          <X className="size-5" aria-hidden />
        </button>
        {children}
      </div>
    </dialog>
  );
}
