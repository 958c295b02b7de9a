import { BankAccountKind, type BankAccount } from '@kurumatabi/contract';
import { AccountType } from '@kurumatabi/contract/enums';
import { Lock } from 'lucide-react';
import { Alert } from '@/components/ui/alert';
import { formatDate } from '@/lib/format';
import { bankAccountMessages as m } from '../messages';

/** The registered account as everyone but the edit form sees it: the number masked by the API. */
export function BankAccountSummary({ account }: { account: BankAccount }) {
  const rows = [
    { label: m.bankName, value: account.bankCode ? `${account.bankName}（${account.bankCode}）` : account.bankName },
    { label: m.branchName, value: account.branchCode ? `${account.branchName}（${account.branchCode}）` : account.branchName },
    { label: m.accountKind, value: BankAccountKind.labels[account.accountKind] },
    { label: m.accountNumber, value: account.accountNumber, testId: 'bank-account-number', tabular: true },
    { label: m.holderName, value: account.holderName },
    { label: m.accountType, value: AccountType.labels[account.accountType] },
  ];
  return (
    <div>
      {account.bankCode === null && (
        <Alert tone="info" className="mb-4">
          {m.legacyAccount}
        </Alert>
      )}
      <dl className="divide-y divide-line">
        {rows.map(({ label, value, testId, tabular }) => (
          <div key={label} className="grid grid-cols-[6.5rem_1fr] gap-3 py-3 sm:grid-cols-[9rem_1fr]">
            <dt className="text-sm font-bold text-ink-muted">{label}</dt>
            <dd data-testid={testId} className={tabular ? 'tracking-[0.15em] tabular' : 'break-words'}>
              {value}
            </dd>
          </div>
        ))}
      </dl>
      <p className="mt-4 flex items-start gap-2 text-xs leading-relaxed text-ink-muted">
        <Lock className="mt-0.5 size-3.5 shrink-0" aria-hidden />
        {m.maskedNote}
      </p>
      <p className="mt-1 pl-5.5 text-xs text-ink-muted tabular">
        {m.updatedAt}：{formatDate(account.updatedAt)}
      </p>
    </div>
  );
}
