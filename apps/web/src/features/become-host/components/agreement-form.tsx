import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { toast } from 'react-toastify';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { z } from '@/lib/zod';
import { isContractOutdated, useBecomeHost } from '../api/become-host';
import { becomeHostMessages, type HostRole } from '../messages';

const m = becomeHostMessages;

// A boolean refined to true (not z.literal(true)), so the unticked box is a valid form state.
const agreementSchema = z.object({ agreed: z.boolean().refine((agreed) => agreed, m.agreeRequired) });

interface AgreementFormProps {
  role: HostRole;
  /** The version shown above; undefined while it loads (the button waits for it). */
  version: string | undefined;
  onDone: () => void;
}

/** The tick and the call: make-car-owner / make-facility-provider with the version on screen. */
export function AgreementForm({ role, version, onDone }: AgreementFormProps) {
  const copy = m.roles[role];
  const mutation = useBecomeHost(role, () => {
    toast.success(copy.done);
    onDone();
  });
  const form = useForm<z.input<typeof agreementSchema>, unknown, z.output<typeof agreementSchema>>({
    resolver: zodResolver(agreementSchema),
    defaultValues: { agreed: false },
  });
  const contractChanged = isContractOutdated(mutation.error);

  const submit = form.handleSubmit(async () => {
    if (!version) return;
    try {
      await mutation.mutateAsync(version);
    } catch (error) {
      if (isContractOutdated(error)) {
        // A new version took effect while the page was open: the text reloads and the tick must be given again.
        form.reset({ agreed: false });
      } else {
        toast.error(m.failed);
      }
    }
  });

  return (
    <form onSubmit={submit} noValidate className="space-y-5 rounded-xl border border-gold/40 bg-gold/5 p-5 sm:p-6">
      {contractChanged && (
        <Alert tone="error">
          <p>{m.contractChanged}</p>
        </Alert>
      )}
      <Checkbox error={form.formState.errors.agreed?.message} disabled={!version} {...form.register('agreed')}>
        {copy.agree}
      </Checkbox>
      <Button type="submit" size="lg" fullWidth className="sm:w-auto" loading={mutation.isPending} disabled={!version}>
        {copy.submit}
      </Button>
    </form>
  );
}
