import { zodResolver } from '@hookform/resolvers/zod';
import type { StaffInvoice } from '@kurumatabi/contract';
import { useForm } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { TextField } from '@/components/ui/input';
import { todayInTokyo } from '@/lib/calendar-day';
import { formatYen } from '@/lib/format-yen';
import { z } from '@/lib/zod';
import { invoiceMessages as m } from '../../invoice-messages';

const d = m.dialog;

const schema = z.object({
  amount: z
    .string()
    .trim()
    .regex(/^\d{1,9}$/, d.amountRequired),
  paidOn: z.string().regex(/^\d{4}-\d{2}-\d{2}$/, d.paidOnRequired),
  reference: z.string().trim().min(1, d.referenceRequired).max(100, d.referenceTooLong),
});
type Values = z.infer<typeof schema>;

export interface MarkPaid {
  amount: number;
  paidOn: string;
  reference: string;
}

/**
 * 入金を記録: the amount (the invoice's, filled in: staff change it only to see it refused), the day the transfer
 * reached the bank (today, filled in; never later) and the reference read on the statement.
 */
export function MarkPaidDialog({
  invoice,
  onClose,
  onConfirm,
  busy,
}: {
  invoice: StaffInvoice;
  onClose: () => void;
  /** Resolves true when the API took it (the dialog then closes). */
  onConfirm: (values: MarkPaid) => Promise<boolean>;
  busy: boolean;
}) {
  const today = todayInTokyo();
  const form = useForm<Values>({
    resolver: zodResolver(schema),
    defaultValues: { amount: String(invoice.amount), paidOn: today, reference: '' },
  });
  const errors = form.formState.errors;
  const submit = form.handleSubmit(async (values) => {
    await onConfirm({ amount: Number(values.amount), paidOn: values.paidOn, reference: values.reference.trim() });
  });
  const close = () => {
    if (!busy) onClose();
  };

  return (
    <Dialog open onClose={close} label={d.heading}>
      <h2 className="pr-8 text-xl font-bold">{d.heading}</h2>
      <p className="mt-2 text-sm leading-relaxed text-ink-soft">{d.lead(invoice.invoiceNumber)}</p>
      <form noValidate onSubmit={submit} className="mt-5 space-y-4">
        <TextField
          label={d.amount}
          inputMode="numeric"
          autoComplete="off"
          hint={d.amountHint(formatYen(invoice.amount))}
          error={errors.amount?.message}
          disabled={busy}
          {...form.register('amount')}
        />
        <TextField label={d.paidOn} type="date" max={today} error={errors.paidOn?.message} disabled={busy} {...form.register('paidOn')} />
        <TextField
          label={d.reference}
          data-autofocus
          autoComplete="off"
          placeholder={d.referencePlaceholder}
          error={errors.reference?.message}
          disabled={busy}
          {...form.register('reference')}
        />
        <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          <Button variant="ghost" onClick={close} disabled={busy}>
            {d.cancel}
          </Button>
          <Button type="submit" loading={busy}>
            {d.confirm}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
