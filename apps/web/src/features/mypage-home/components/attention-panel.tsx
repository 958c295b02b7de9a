import type { CurrentUser } from '@kurumatabi/contract';
import { ChevronRight, CircleAlert, Info, PartyPopper } from 'lucide-react';
import { Link } from '@/components/link';
import { Alert } from '@/components/ui/alert';
import { Card } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { cx } from '@/lib/cx';
import { useUserQuery } from '@/lib/user-query';
import { driverLicenseStatusQuery, hasBankAccountQuery, locationCountQuery, unreadCountQuery } from '../api/attention-facts';
import { attentionItems, type AttentionItem } from '../attention';
import { mypageHomeMessages as m } from '../messages';

function AttentionRow({ item }: { item: AttentionItem }) {
  const warning = item.tone === 'warning';
  return (
    <li>
      <Link
        to={item.to}
        className={cx(
          'group flex items-start gap-4 rounded-xl border px-4 py-4 transition-colors sm:px-5',
          warning ? 'border-gold/40 bg-gold/5 hover:border-gold' : 'border-line bg-raised/40 hover:border-line-strong',
        )}
      >
        {warning ? (
          <CircleAlert className="mt-0.5 size-5 shrink-0 text-gold" aria-hidden />
        ) : (
          <Info className="mt-0.5 size-5 shrink-0 text-info" aria-hidden />
        )}
        <span className="min-w-0 flex-1">
          <span className="block font-bold text-ink">{item.title}</span>
          <span className="mt-1 block text-sm break-words text-ink-soft">{item.body}</span>
        </span>
        <span className="hidden shrink-0 items-center gap-1 self-center text-sm font-bold text-gold sm:inline-flex">
          {item.action}
          <ChevronRight className="size-4 transition-transform group-hover:translate-x-0.5" aria-hidden />
        </span>
        <ChevronRight className="size-5 shrink-0 self-center text-gold sm:hidden" aria-hidden />
      </Link>
    </li>
  );
}

/** What needs the user's attention: the licence, unread notifications, an owner's missing setup. */
export function AttentionPanel({ roles }: { roles: CurrentUser['roles'] }) {
  const isHost = roles.carOwner || roles.facilityProvider;
  const license = useUserQuery(driverLicenseStatusQuery);
  const unread = useUserQuery(unreadCountQuery);
  const locations = useUserQuery({ ...locationCountQuery, enabled: roles.carOwner });
  const bank = useUserQuery({ ...hasBankAccountQuery, enabled: isHost });
  const queries = [license, unread, ...(roles.carOwner ? [locations] : []), ...(isHost ? [bank] : [])];
  const loading = queries.some((q) => q.isPending);
  const failed = queries.some((q) => q.isError);
  const items = attentionItems({
    roles,
    driverLicense: license.data,
    unreadCount: unread.data,
    locationCount: locations.data,
    hasBankAccount: bank.data,
  });

  return (
    <Card className="p-5 sm:p-7">
      <h2 className="text-lg font-bold">{m.attentionTitle}</h2>
      {loading ? (
        <div role="status" aria-label={m.attentionLoading} className="mt-5 space-y-3">
          <Skeleton className="h-20 w-full" />
          <Skeleton className="h-20 w-full" />
        </div>
      ) : (
        <>
          {items.length > 0 ? (
            <ul className="mt-5 space-y-3" aria-label={m.attentionTitle}>
              {items.map((item) => (
                <AttentionRow key={item.id} item={item} />
              ))}
            </ul>
          ) : (
            !failed && (
              <p className="mt-5 flex items-center gap-3 rounded-xl border border-line bg-raised/40 px-4 py-4 text-ink-soft">
                <PartyPopper className="size-5 shrink-0 text-gold" aria-hidden />
                {m.allClear}
              </p>
            )
          )}
          {failed && (
            <Alert tone="error" className="mt-4">
              {m.attentionFailed}
            </Alert>
          )}
        </>
      )}
    </Card>
  );
}
