import { zodResolver } from '@hookform/resolvers/zod';
import { accountKinds, accountProfileInput, type AccountKind, type AccountProfile, type AccountProfileInput } from '@kurumatabi/contract';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/input';
import { RadioGroup } from '@/components/ui/radio-group';
import { z } from '@/lib/zod';
import { accountKindMessages as m } from '../account-kind-messages';

/**
 * The form's values are four strings whatever the kind, so switching 法人 → 個人 → 法人 keeps what was typed;
 * only what the chosen kind sends is checked, by the contract's own rule (the API's refusals, before a request).
 */
const formSchema = z
  .object({ kind: z.enum(accountKinds), companyName: z.string(), department: z.string(), billingContactName: z.string() })
  .transform((values, ctx): AccountProfileInput => {
    const parsed = accountProfileInput.safeParse(values.kind === 'Corporate' ? values : { kind: 'Individual' });
    if (parsed.success) return parsed.data;
    for (const issue of parsed.error.issues) ctx.addIssue({ code: 'custom', message: issue.message, path: issue.path });
    return z.NEVER;
  });
type FormValues = z.input<typeof formSchema>;

const kindOptions = accountKinds.map((value) => ({ value, label: m.kinds[value] }));

interface AccountKindFormProps {
  account: AccountProfile;
  /** Saves the account; rejects when it could not (the form stays as typed). */
  onSubmit: (account: AccountProfileInput) => Promise<void>;
  onCancel: () => void;
  saving: boolean;
}

export function AccountKindForm({ account, onSubmit, onCancel, saving }: AccountKindFormProps) {
  const form = useForm<FormValues, unknown, AccountProfileInput>({
    resolver: zodResolver(formSchema),
    defaultValues: {
      kind: account.kind,
      companyName: account.companyName ?? '',
      department: account.department ?? '',
      billingContactName: account.billingContactName ?? '',
    },
  });
  const kind: AccountKind = useWatch({ control: form.control, name: 'kind' });
  const errors = form.formState.errors;
  const submit = form.handleSubmit(async (values) => {
    // A refusal is told by the caller (a toast); the typed values stay for another try.
    await onSubmit(values).catch(() => undefined);
  });

  return (
    <form onSubmit={submit} noValidate className="space-y-5" aria-label={m.title}>
      <Controller
        control={form.control}
        name="kind"
        render={({ field }) => (
          <RadioGroup
            legend={m.kind}
            name={field.name}
            options={kindOptions}
            value={field.value}
            onChange={field.onChange}
            onBlur={field.onBlur}
          />
        )}
      />
      {kind === 'Corporate' && (
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            className="sm:col-span-2"
            label={m.companyName}
            hint={m.companyNameHint}
            autoComplete="organization"
            required
            error={errors.companyName?.message}
            {...form.register('companyName')}
          />
          <TextField
            label={m.department}
            autoComplete="organization-title"
            error={errors.department?.message}
            {...form.register('department')}
          />
          <TextField
            label={m.billingContactName}
            autoComplete="name"
            error={errors.billingContactName?.message}
            {...form.register('billingContactName')}
          />
        </div>
      )}
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
