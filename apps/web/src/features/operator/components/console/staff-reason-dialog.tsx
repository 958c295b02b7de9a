import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, useWatch } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { TextAreaField } from '@/components/ui/textarea';
import { cx } from '@/lib/cx';
import { z } from '@/lib/zod';
import { consoleMessages } from '../../console-messages';

const m = consoleMessages.common;
const REASON_MAX = 500;
const schema = z.object({ reason: z.string().trim().min(1, m.reasonRequired).max(REASON_MAX, m.reasonTooLong) });
type ReasonForm = z.infer<typeof schema>;

interface StaffReasonDialogProps {
  open: boolean;
  onClose: () => void;
  /** Resolves true when done (the dialog then resets). */
  onConfirm: (reason: string) => Promise<boolean>;
  busy: boolean;
  title: string;
  lead: string;
  placeholder: string;
  confirmLabel: string;
  /** A staff action that takes something away (cancel, suspend) is drawn as danger. */
  tone: 'danger' | 'primary';
}

/** A staff action's confirmation: what it does, and the reason it requires (ADR 0033), before anything is sent. */
export function StaffReasonDialog({
  open,
  onClose,
  onConfirm,
  busy,
  title,
  lead,
  placeholder,
  confirmLabel,
  tone,
}: StaffReasonDialogProps) {
  const form = useForm<ReasonForm>({ resolver: zodResolver(schema), defaultValues: { reason: '' } });
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
    <Dialog open={open} onClose={close} label={title}>
      <h2 className="pr-8 text-xl font-bold">{title}</h2>
      <p className="mt-2 text-sm leading-relaxed text-ink-soft">{lead}</p>
      <form noValidate onSubmit={submit} className="mt-5 space-y-4">
        <TextAreaField
          label={m.reason}
          data-autofocus
          rows={4}
          placeholder={placeholder}
          hint={<span className={cx('tabular', length > REASON_MAX && 'text-danger')}>{m.reasonHint(length)}</span>}
          error={form.formState.errors.reason?.message}
          disabled={busy}
          {...form.register('reason')}
        />
        <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          <Button variant="ghost" onClick={close} disabled={busy}>
            {m.cancel}
          </Button>
          <Button type="submit" variant={tone} loading={busy}>
            {confirmLabel}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
