import { useState } from 'react';
import type { CurrentUser, InvoiceRegistration } from '@kurumatabi/contract';
import { Pencil, ReceiptText, Trash2 } from 'lucide-react';
import { toast } from 'react-toastify';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { useUserQuery } from '@/lib/user-query';
import { useUpdateInvoiceRegistration } from '../api/account-kind';
import { currentUserQuery } from '../api/current-user';
import { accountKindMessages } from '../account-kind-messages';
import { InvoiceRegistrationForm } from './invoice-registration-form';

const m = accountKindMessages.invoice;

/**
 * A host's invoice registration number (update-invoice-registration): shown back, changed or removed.
 * Only hosts see the card; a guest issues no invoices (the API refuses them with ROLE_REQUIRED).
 */
export function InvoiceRegistrationCard({ onSaved }: { onSaved: (user: CurrentUser) => void }) {
  const query = useUserQuery(currentUserQuery);
  const mutation = useUpdateInvoiceRegistration(onSaved);
  const [editing, setEditing] = useState(false);
  const user = query.data;
  if (!user || !(user.roles.carOwner || user.roles.facilityProvider)) return null;
  const registration = user.invoiceRegistration ?? null;

  async function save(next: InvoiceRegistration | null) {
    try {
      await mutation.mutateAsync(next);
      toast.success(next ? m.saved : m.removed);
      setEditing(false);
    } catch (error) {
      toast.error(m.saveFailed);
      throw error;
    }
  }

  return (
    <Card className="p-5 sm:p-8" data-testid="invoice-registration-card">
      <h2 className="flex items-center gap-2 text-lg font-bold">
        <ReceiptText className="size-5 text-gold" aria-hidden />
        {m.title}
      </h2>
      <p className="mt-1 text-sm text-ink-soft">{m.lead}</p>
      <div className="mt-6">
        {editing ? (
          <InvoiceRegistrationForm
            registration={registration}
            saving={mutation.isPending}
            onSubmit={save}
            onCancel={() => setEditing(false)}
          />
        ) : registration ? (
          <div className="flex flex-wrap items-center justify-between gap-3">
            <dl className="space-y-1">
              <dt className="sr-only">{m.number}</dt>
              <dd data-testid="invoice-registration-number" className="tabular text-lg font-bold tracking-wider">
                {registration.number}
              </dd>
              <dt className="sr-only">{m.registeredName}</dt>
              <dd className="text-ink-soft">{registration.registeredName}</dd>
            </dl>
            <div className="flex flex-wrap gap-2">
              <Button size="sm" variant="outline" icon={<Pencil className="size-4" aria-hidden />} onClick={() => setEditing(true)}>
                {m.edit}
              </Button>
              <Button
                size="sm"
                variant="ghost"
                loading={mutation.isPending}
                icon={<Trash2 className="size-4" aria-hidden />}
                onClick={() => void save(null).catch(() => undefined)}
              >
                {m.remove}
              </Button>
            </div>
          </div>
        ) : (
          <div className="flex flex-wrap items-center justify-between gap-3">
            <p className="text-ink-muted">{m.none}</p>
            <Button size="sm" variant="outline" onClick={() => setEditing(true)}>
              {m.add}
            </Button>
          </div>
        )}
      </div>
    </Card>
  );
}
