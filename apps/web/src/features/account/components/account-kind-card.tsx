import { useState, type ReactNode } from 'react';
import { INDIVIDUAL_ACCOUNT, paymentMethodsFor, type AccountProfileInput, type CurrentUser } from '@kurumatabi/contract';
import { PaymentMethod } from '@kurumatabi/contract/enums';
import { Building2, Pencil } from 'lucide-react';
import { toast } from 'react-toastify';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { useUserQuery } from '@/lib/user-query';
import { useUpdateAccountKind } from '../api/account-kind';
import { currentUserQuery } from '../api/current-user';
import { accountKindMessages as m } from '../account-kind-messages';
import { AccountKindForm } from './account-kind-form';

function Row({ label, children, testId }: { label: string; children: ReactNode; testId?: string }) {
  return (
    <div className="grid gap-1 py-3 sm:grid-cols-[10rem_1fr]">
      <dt className="text-sm font-bold text-ink-muted">{label}</dt>
      <dd data-testid={testId} className="break-words">
        {children}
      </dd>
    </div>
  );
}

/** 個人 / 法人 with the company's names (update-current-user's `account`), and what it lets the user pay with. */
export function AccountKindCard({ onSaved }: { onSaved: (user: CurrentUser) => void }) {
  const query = useUserQuery(currentUserQuery);
  const mutation = useUpdateAccountKind(onSaved);
  const [editing, setEditing] = useState(false);
  const user = query.data;
  const account = user?.account ?? INDIVIDUAL_ACCOUNT;

  async function save(next: AccountProfileInput) {
    if (!user) return;
    try {
      await mutation.mutateAsync({ name: user.name, account: next });
      toast.success(m.saved);
      setEditing(false);
    } catch (error) {
      toast.error(m.saveFailed);
      throw error;
    }
  }

  return (
    <Card className="p-5 sm:p-8" data-testid="account-kind-card">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h2 className="flex items-center gap-2 text-lg font-bold">
            <Building2 className="size-5 text-gold" aria-hidden />
            {m.title}
          </h2>
          <p className="mt-1 text-sm text-ink-soft">{m.lead}</p>
        </div>
        {user && !editing && (
          <Button size="sm" variant="outline" icon={<Pencil className="size-4" aria-hidden />} onClick={() => setEditing(true)}>
            {m.edit}
          </Button>
        )}
      </div>
      {query.isError ? (
        <Alert tone="error" className="mt-6">
          {m.loadFailed}
        </Alert>
      ) : !user ? (
        <div role="status" aria-label={m.loading} className="mt-6 space-y-4">
          <Skeleton className="h-6 w-32" />
          <Skeleton className="h-6 w-56" />
        </div>
      ) : editing ? (
        <div className="mt-6">
          <AccountKindForm account={account} saving={mutation.isPending} onSubmit={save} onCancel={() => setEditing(false)} />
        </div>
      ) : (
        <dl className="mt-4 divide-y divide-line">
          <Row label={m.kind} testId="account-kind">
            <span className="font-bold">{m.kinds[account.kind]}</span>
          </Row>
          {account.kind === 'Corporate' && (
            <>
              <Row label={m.companyName} testId="account-company-name">
                {account.companyName}
              </Row>
              <Row label={m.department}>{account.department ?? <span className="text-ink-muted">{m.notGiven}</span>}</Row>
              <Row label={m.billingContactName}>{account.billingContactName ?? <span className="text-ink-muted">{m.notGiven}</span>}</Row>
            </>
          )}
          <Row label={m.paymentMethods} testId="account-payment-methods">
            <span className="flex flex-wrap gap-2">
              {paymentMethodsFor(account.kind).map((method) => (
                <span key={method} className="rounded-full border border-line-strong px-3 py-0.5 text-sm text-ink-soft">
                  {PaymentMethod.labels[method]}
                </span>
              ))}
            </span>
          </Row>
        </dl>
      )}
    </Card>
  );
}
