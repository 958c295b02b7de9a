import { zodResolver } from '@hookform/resolvers/zod';
import { useMemo } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { TextAreaField } from '@/components/ui/textarea';
import { cx } from '@/lib/cx';
import { z } from '@/lib/zod';

/** The contract takes a reason of 500 characters at most, for every operator decision that needs one. */
const REASON_MAX = 500;

/** All the dialog says; each catalogue keeps what its dialogs share, and each use adds the rest. */
export interface ReasonDialogTexts {
  /** The accessible name, where the heading alone would not say what is decided; the heading otherwise. */
  label?: string;
  heading: string;
  lead: string;
  reasonLabel: string;
  placeholder: string;
  /** Under the field: how many of the 500 characters are used. */
  counter: (length: number) => string;
  required: string;
  tooLong: string;
  cancel: string;
  confirm: string;
}

interface ReasonDialogProps {
  open: boolean;
  onClose: () => void;
  /** Sends the reason; resolves true when it was taken (the dialog then clears). */
  onConfirm: (reason: string) => Promise<boolean>;
  busy: boolean;
  texts: ReasonDialogTexts;
  /** An action that takes something away (差し戻す, a cancel, a suspension) is drawn as danger. */
  tone: 'danger' | 'primary';
  /** The field's height in lines. */
  rows?: number;
}

/**
 * An operator's decision that must say why (a verification's 差し戻し, a staff action of ADR 0033): what it does,
 * and the reason, required and 500 characters at most, before anything is sent.
 */
export function ReasonDialog({ open, onClose, onConfirm, busy, texts, tone, rows = 4 }: ReasonDialogProps) {
  // The callers build `texts` on every render: the schema follows the two messages, not the object.
  const schema = useMemo(
    () => z.object({ reason: z.string().trim().min(1, texts.required).max(REASON_MAX, texts.tooLong) }),
    [texts.required, texts.tooLong],
  );
  const form = useForm<z.infer<typeof schema>>({ resolver: zodResolver(schema), defaultValues: { reason: '' } });
  const length = useWatch({ control: form.control, name: 'reason' }).length;

  const close = () => {
    if (busy) return;
    form.reset();
    onClose();
  };
  const submit = form.handleSubmit(async ({ reason }) => {
    if (await onConfirm(reason)) form.reset();
  });

  return (
    <Dialog open={open} onClose={close} label={texts.label ?? texts.heading}>
      <h2 className="pr-8 text-xl font-bold">{texts.heading}</h2>
      <p className="mt-2 text-sm leading-relaxed text-ink-soft">{texts.lead}</p>
      <form noValidate onSubmit={submit} className="mt-5 space-y-4">
        <TextAreaField
          label={texts.reasonLabel}
          data-autofocus
          rows={rows}
          placeholder={texts.placeholder}
          hint={<span className={cx('tabular', length > REASON_MAX && 'text-danger')}>{texts.counter(length)}</span>}
          error={form.formState.errors.reason?.message}
          disabled={busy}
          {...form.register('reason')}
        />
        <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          <Button variant="ghost" onClick={close} disabled={busy}>
            {texts.cancel}
          </Button>
          <Button type="submit" variant={tone} loading={busy}>
            {texts.confirm}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
