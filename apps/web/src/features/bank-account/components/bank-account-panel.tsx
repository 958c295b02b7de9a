import { useState } from 'react';
import { Landmark, Pencil, Plus } from 'lucide-react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { useUserQuery } from '@/lib/user-query';
import { bankAccountEditQuery, bankAccountQuery } from '../api/bank-account';
import { bankAccountMessages as m } from '../messages';
import { BankAccountForm } from './bank-account-form';
import { BankAccountSummary } from './bank-account-summary';

interface Props {
  /** After a save, for the page to refresh what depends on the account. */
  onSaved?: () => void;
}

/** The payout account: shown masked, registered or changed in a form. */
export function BankAccountPanel({ onSaved }: Props) {
  const query = useUserQuery(bankAccountQuery);
  const [editing, setEditing] = useState(false);
  const account = query.data?.bankAccount;

  let body;
  if (query.isPending) body = <PanelSkeleton />;
  else if (query.isError) body = <LoadFailed onRetry={() => void query.refetch()} />;
  else if (editing && account) body = <EditExisting onClose={() => setEditing(false)} onSaved={onSaved} />;
  else if (editing) body = <BankAccountForm account={null} onClose={() => setEditing(false)} onSaved={onSaved} />;
  else if (account) body = <BankAccountSummary account={account} />;
  else body = <EmptyState onRegister={() => setEditing(true)} />;

  const title = editing ? (account ? m.form.editTitle : m.form.newTitle) : m.summaryTitle;
  return (
    <Card className="p-5 sm:p-8">
      <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
        <h2 className="flex items-center gap-2 text-lg font-bold">
          <Landmark className="size-5 text-gold" aria-hidden />
          {title}
        </h2>
        {account && !editing && (
          <Button size="sm" variant="outline" icon={<Pencil className="size-4" aria-hidden />} onClick={() => setEditing(true)}>
            {m.edit}
          </Button>
        )}
      </div>
      {body}
    </Card>
  );
}

/** The edit form, once the account has been fetched with its number unmasked. */
function EditExisting({ onClose, onSaved }: { onClose: () => void; onSaved?: () => void }) {
  const query = useUserQuery(bankAccountEditQuery);
  if (query.isPending) return <PanelSkeleton />;
  if (query.isError) return <LoadFailed onRetry={() => void query.refetch()} />;
  return <BankAccountForm account={query.data.bankAccount} onClose={onClose} onSaved={onSaved} />;
}

function EmptyState({ onRegister }: { onRegister: () => void }) {
  return (
    <div className="rounded-xl border border-dashed border-line-strong px-5 py-8 text-center">
      <p className="font-bold">{m.emptyTitle}</p>
      <p className="mx-auto mt-2 max-w-md text-sm leading-relaxed text-ink-soft">{m.emptyBody}</p>
      <Button className="mt-5" icon={<Plus className="size-4" aria-hidden />} onClick={onRegister}>
        {m.register}
      </Button>
    </div>
  );
}

function LoadFailed({ onRetry }: { onRetry: () => void }) {
  return (
    <Alert tone="error">
      <p>{m.loadFailed}</p>
      <Button size="sm" variant="outline" className="mt-3" onClick={onRetry}>
        {m.retry}
      </Button>
    </Alert>
  );
}

function PanelSkeleton() {
  return (
    <div role="status" aria-label={m.loading} className="divide-y divide-line">
      {[0, 1, 2, 3, 4, 5].map((i) => (
        <div key={i} className="grid grid-cols-[6.5rem_1fr] gap-3 py-3.5 sm:grid-cols-[9rem_1fr]">
          <Skeleton className="h-4 w-16" />
          <Skeleton className="h-4 w-40" />
        </div>
      ))}
    </div>
  );
}
