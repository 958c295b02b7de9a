import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, useWatch } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { TextAreaField } from '@/components/ui/textarea';
import { cx } from '@/lib/cx';
import { z } from '@/lib/zod';
import { operatorMessages as m } from '../messages';

const REASON_MAX = 500;
const reasonSchema = z.object({ reason: z.string().trim().min(1, m.requiredReason).max(REASON_MAX, m.tooLongReason) });
type ReasonForm = z.infer<typeof reasonSchema>;

interface RejectDialogProps {
  open: boolean;
  onClose: () => void;
  onReject: (reason: string) => Promise<boolean>;
  busy: boolean;
  /** What is sent back (the dialog's name), the lead and an example reason; the licence's by default. */
  label?: string;
  lead?: string;
  placeholder?: string;
}

/** 差し戻す asks for the reason first (required, 500 characters at most, as the contract says). */
export function RejectDialog({
  open,
  onClose,
  onReject,
  busy,
  label = m.rejectDialogLabel,
  lead = m.rejectDialogLead,
  placeholder = m.reasonPlaceholder,
}: RejectDialogProps) {
  const form = useForm<ReasonForm>({ resolver: zodResolver(reasonSchema), defaultValues: { reason: '' } });
  const error = form.formState.errors.reason?.message;
  const length = useWatch({ control: form.control, name: 'reason' }).length;

  const close = () => {
    if (busy) return;
    form.reset();
    onClose();
  };
  const submit = form.handleSubmit(async ({ reason }) => {
    if (await onReject(reason)) form.reset();
  });

  return (
    <Dialog open={open} onClose={close} label={label}>
      <h2 className="pr-8 text-xl font-bold">{m.rejectDialogTitle}</h2>
      <p className="mt-2 text-sm leading-relaxed text-ink-soft">{lead}</p>
      <form noValidate onSubmit={submit} className="mt-5 space-y-4">
        <TextAreaField
          label={m.reasonLabel}
          data-autofocus
          rows={5}
          placeholder={placeholder}
          hint={<span className={cx('tabular', length > REASON_MAX && 'text-danger')}>{m.reasonCount(length)}</span>}
          error={error}
          disabled={busy}
          {...form.register('reason')}
        />
        <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          <Button variant="ghost" onClick={close} disabled={busy}>
            {m.cancel}
          </Button>
          <Button type="submit" variant="danger" loading={busy}>
            {m.confirmReject}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
