import { ContactCategory, type ContactMessageSummary } from '@kurumatabi/contract';
import { ChevronsRight, Inbox } from 'lucide-react';
import { useNavigate, useSearchParams } from 'react-router';
import { Link } from '@/components/link';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { Pagination } from '@/components/ui/pagination';
import { SelectField } from '@/components/ui/select';
import { Skeleton } from '@/components/ui/skeleton';
import { Tag } from '@/components/ui/tag';
import { cx } from '@/lib/cx';
import { formatDateTime } from '@/lib/format';
import { CONTACT_PAGE_SIZE, useContactInbox } from '../api/contact-inbox';
import { contactInboxFrom, contactInboxHref, type ContactTab } from '../contact-inbox-search';
import { contactInboxMessages as m } from '../inbox-messages';
import { ContactStateBadge } from './contact-state-badge';

const TABS: ContactTab[] = ['New', 'Answered', 'Done', 'all'];

/** The contact inbox: tabs by state with their counts, a category filter, a page of messages (all in the URL). */
export function ContactInbox() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const filter = contactInboxFrom(params);
  const query = useContactInbox({ state: filter.tab === 'all' ? undefined : filter.tab, category: filter.category, page: filter.page });
  const data = query.data;
  const counts = data?.counts;

  return (
    <section aria-label={m.title} className="space-y-5">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <nav aria-label={m.stateFilter} className="-mx-5 overflow-x-auto px-5 [scrollbar-width:none] sm:mx-0 sm:px-0">
          <ul className="inline-flex gap-1 rounded-full border border-line bg-surface p-1">
            {TABS.map((tab) => (
              <li key={tab}>
                <Link
                  to={contactInboxHref({ ...filter, tab, page: 1 })}
                  preventScrollReset
                  aria-current={filter.tab === tab ? 'page' : undefined}
                  className={cx(
                    'inline-flex h-9 items-center gap-1.5 rounded-full px-4 text-sm font-bold whitespace-nowrap transition-colors duration-150',
                    filter.tab === tab ? 'bg-gold text-canvas' : 'text-ink-soft hover:text-ink',
                  )}
                >
                  {m.tabs[tab]}
                  {tab !== 'all' && counts && <span className="tabular text-xs opacity-80">{counts[tab]}</span>}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <SelectField
          label={m.category}
          placeholder={m.categoryAll}
          value={filter.category ?? ''}
          options={ContactCategory.values.map((value) => ({ value, label: ContactCategory.labels[value] }))}
          onChange={(event) =>
            void navigate(
              contactInboxHref({
                ...filter,
                category: (event.target.value || undefined) as ContactCategory | undefined,
                page: 1,
              }),
              { preventScrollReset: true },
            )
          }
          className="w-full sm:w-64"
        />
      </div>

      {query.isError && !data ? (
        <Alert tone="error">
          <p>{m.loadFailed}</p>
          <Button size="sm" variant="outline" className="mt-3" onClick={() => void query.refetch()}>
            {m.retry}
          </Button>
        </Alert>
      ) : !data ? (
        <div role="status" aria-label={m.loading} className="space-y-3">
          {[0, 1, 2].map((i) => (
            <Skeleton key={i} className="h-28 w-full rounded-(--radius-card)" />
          ))}
        </div>
      ) : data.items.length === 0 ? (
        <EmptyState
          icon={<Inbox aria-hidden />}
          titleAs="h2"
          title={m.emptyTitle(m.tabs[filter.tab])}
          message={filter.tab === 'New' ? m.emptyNew : m.emptyOther}
        />
      ) : (
        <>
          <p role="status" className="tabular text-sm text-ink-soft">
            {m.count(data.total)}
          </p>
          <ul className={cx('space-y-3 transition-opacity', query.isPlaceholderData && 'opacity-60')}>
            {data.items.map((message) => (
              <li key={message.id}>
                <ContactRow message={message} />
              </li>
            ))}
          </ul>
          <Pagination
            page={filter.page}
            totalPages={Math.max(1, Math.ceil(data.total / CONTACT_PAGE_SIZE))}
            hrefFor={(page) => contactInboxHref({ ...filter, page })}
            className="pt-2"
          />
        </>
      )}
    </section>
  );
}

function ContactRow({ message }: { message: ContactMessageSummary }) {
  const isNew = message.state === 'New';
  return (
    <Card className={cx('p-4 sm:p-5', isNew && 'border-gold/45 bg-raised')}>
      <article aria-label={`${message.reference} ${message.name}`} className="flex flex-col gap-3 sm:flex-row sm:items-center">
        <div className="min-w-0 flex-1 space-y-1.5">
          <div className="flex flex-wrap items-center gap-2">
            <ContactStateBadge state={message.state} />
            <Tag tone="brown">{ContactCategory.labels[message.category]}</Tag>
            <span className="tabular text-xs text-ink-muted">{message.reference}</span>
          </div>
          <h2 className="font-bold text-ink">
            {message.name}
            <span className="block text-sm font-normal break-all text-ink-soft sm:ml-2 sm:inline">{message.email}</span>
          </h2>
          <p className="line-clamp-2 text-sm break-all text-ink-soft">{message.excerpt}</p>
          <p className="tabular text-xs text-ink-muted">
            {m.receivedAt} {formatDateTime(message.createdAt)}
            {message.user ? `・${m.account}` : `・${m.visitor}`}
          </p>
        </div>
        <Link
          to={`/operator/contacts/${message.id}`}
          aria-label={`${message.reference}（${message.name}）を${isNew ? m.open : m.openDetail}`}
          className={cx(
            'inline-flex h-10 shrink-0 items-center justify-center gap-1.5 rounded-full px-5 text-sm font-bold transition-colors',
            isNew ? 'bg-gold text-canvas hover:bg-gold-bright' : 'border border-line-strong text-ink hover:border-gold',
          )}
        >
          {isNew ? m.open : m.openDetail}
          <ChevronsRight className="size-4" aria-hidden />
        </Link>
      </article>
    </Card>
  );
}
