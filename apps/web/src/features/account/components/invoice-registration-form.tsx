import { zodResolver } from '@hookform/resolvers/zod';
import { invoiceRegistrationInput, type InvoiceRegistration } from '@kurumatabi/contract';
import { useForm } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/input';
import type { z } from '@/lib/zod';
import { accountKindMessages } from '../account-kind-messages';

const m = accountKindMessages.invoice;
type FormValues = z.input<typeof invoiceRegistrationInput>;

interface InvoiceRegistrationFormProps {
  registration: InvoiceRegistration | null;
  /** Saves the registration (normalised by the contract: T + 13 ASCII digits); rejects when it could not. */
  onSubmit: (registration: InvoiceRegistration) => Promise<void>;
  onCancel: () => void;
  saving: boolean;
}

/** The registration number and its registered name, checked (format and check digit) as the API checks them. */
export function InvoiceRegistrationForm({ registration, onSubmit, onCancel, saving }: InvoiceRegistrationFormProps) {
  const form = useForm<FormValues, unknown, InvoiceRegistration>({
    resolver: zodResolver(invoiceRegistrationInput),
    defaultValues: { number: registration?.number ?? '', registeredName: registration?.registeredName ?? '' },
  });
  const errors = form.formState.errors;
  const submit = form.handleSubmit(async (values) => {
    await onSubmit(values).catch(() => undefined);
  });
  return (
    <form onSubmit={submit} noValidate className="space-y-4" aria-label={m.title}>
      <TextField
        label={m.number}
        hint={m.numberHint}
        inputMode="text"
        autoCapitalize="characters"
        spellCheck={false}
        maxLength={40}
        required
        className="tabular"
        error={errors.number?.message}
        {...form.register('number')}
      />
      <TextField
        label={m.registeredName}
        hint={m.registeredNameHint}
        autoComplete="organization"
        required
        error={errors.registeredName?.message}
        {...form.register('registeredName')}
      />
      <div className="flex flex-wrap gap-2">
        <Button type="submit" size="sm" loading={saving}>
          {m.save}
        </Button>
        <Button size="sm" variant="ghost" onClick={onCancel}>
          {m.cancel}
        </Button>
      </div>
    </form>
  );
}
