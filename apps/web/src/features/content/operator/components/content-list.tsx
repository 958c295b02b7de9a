import { ContentKind, ContentStatus, type ContentSummary } from '@kurumatabi/contract';
import { FilePlus2, FileText, Search } from 'lucide-react';
import { useSearchParams } from 'react-router';
import { GetForm } from '@/components/get-form';
import { Link } from '@/components/link';
import { buttonClasses } from '@/components/ui/button-styles';
import { EmptyState } from '@/components/ui/empty-state';
import { LinkButton } from '@/components/ui/link-button';
import { Pagination } from '@/components/ui/pagination';
import { Skeleton } from '@/components/ui/skeleton';
import { cx } from '@/lib/cx';
import { formatDateTime } from '@/lib/format';
import { pageCountOf, pageNumberOf } from '../../page-number';
import { CONTENT_LIST_PAGE_SIZE } from '../api/keys';
import { useContentList } from '../api/list-contents';
import { editorMessages as m } from '../messages';
import { ContentStatusBadge } from './content-status-badge';

const isKind = (value: string | null): value is ContentKind => (ContentKind.values as readonly string[]).includes(value ?? '');
const isStatus = (value: string | null): value is ContentStatus => (ContentStatus.values as readonly string[]).includes(value ?? '');

export const editorPath = (contentId: string) => `/operator/contents/${contentId}`;
export const newContentPath = (kind: ContentKind) => `/operator/contents/new?kind=${kind}`;

function Row({ item }: { item: ContentSummary }) {
  return (
    <li className="group relative grid gap-2 px-4 py-4 sm:grid-cols-[minmax(0,1fr)_7rem_7rem_11rem] sm:items-center sm:gap-4 sm:px-5">
      <div className="min-w-0">
        <Link to={editorPath(item.id)} className="font-bold after:absolute after:inset-0 group-hover:text-gold-bright">
          {item.title}
        </Link>
        <p className="truncate text-xs text-ink-soft">
          {m.kinds[item.kind]}・/{item.slug}・{item.authorName}
        </p>
      </div>
      <div className="flex items-center gap-2">
        <ContentStatusBadge status={item.status} />
      </div>
      <p className="text-xs text-ink-soft tabular">
        {item.publishAt ? formatDateTime(item.publishAt) : '—'}
        {item.live && <span className="ml-1 text-success">●</span>}
      </p>
      <p className="text-xs text-ink-soft tabular">{formatDateTime(item.updatedAt)}</p>
    </li>
  );
}

/** Every item with its status, filtered by kind, status and words; a way to write a new one of each kind. */
export function ContentList() {
  const [params] = useSearchParams();
  const kind = params.get('kind');
  const status = params.get('status');
  const keyword = (params.get('q') ?? '').trim().slice(0, 50);
  const page = pageNumberOf(params);
  const query = useContentList({
    kind: isKind(kind) ? kind : undefined,
    status: isStatus(status) ? status : undefined,
    keyword: keyword || undefined,
    page,
  });
  const hrefWith = (changes: Record<string, string | null>) => {
    const next = new URLSearchParams(params);
    next.delete('page');
    for (const [key, value] of Object.entries(changes)) {
      if (value === null) next.delete(key);
      else next.set(key, value);
    }
    const text = next.toString();
    return text ? `?${text}` : '?';
  };
  const chip = (active: boolean) =>
    cx(
      'inline-flex h-9 items-center rounded-full border px-4 text-sm font-bold transition-colors',
      active ? 'border-gold bg-gold text-canvas' : 'border-line-strong text-ink-soft hover:border-gold hover:text-ink',
    );

  return (
    <div>
      <div className="flex flex-wrap gap-2">
        {ContentKind.values.map((value) => (
          <LinkButton
            key={value}
            to={newContentPath(value)}
            size="sm"
            variant={value === 'Article' ? 'primary' : 'outline'}
            icon={<FilePlus2 className="size-4" aria-hidden />}
          >
            {m.create(value)}
          </LinkButton>
        ))}
      </div>
      <div className="mt-8 space-y-4">
        <nav aria-label={m.kindFilter}>
          <ul className="flex flex-wrap gap-2">
            <li>
              <Link to={hrefWith({ kind: null })} className={chip(!isKind(kind))} aria-current={!isKind(kind) ? 'page' : undefined}>
                {m.allKinds}
              </Link>
            </li>
            {ContentKind.values.map((value) => (
              <li key={value}>
                <Link to={hrefWith({ kind: value })} className={chip(kind === value)} aria-current={kind === value ? 'page' : undefined}>
                  {m.kinds[value]}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <GetForm className="flex flex-wrap items-end gap-2" role="search">
          {isKind(kind) && <input type="hidden" name="kind" value={kind} />}
          <label className="flex flex-col gap-1 text-sm">
            <span className="text-ink-soft">{m.statusFilter}</span>
            <select
              name="status"
              defaultValue={isStatus(status) ? status : ''}
              className="h-10 rounded-[10px] border border-line-strong bg-canvas px-3 text-ink"
            >
              <option value="">{m.allStatuses}</option>
              {ContentStatus.values.map((value) => (
                <option key={value} value={value}>
                  {m.statuses[value]}
                </option>
              ))}
            </select>
          </label>
          <label className="flex min-w-48 flex-1 flex-col gap-1 text-sm">
            <span className="text-ink-soft">{m.keyword}</span>
            <input
              name="q"
              type="search"
              defaultValue={keyword}
              maxLength={50}
              className="h-10 rounded-[10px] border border-line-strong bg-canvas px-3 text-ink focus:border-gold focus:outline-none"
            />
          </label>
          <button type="submit" className={buttonClasses({ variant: 'outline', size: 'sm', className: 'h-10' })}>
            <Search className="size-4" aria-hidden />
            {m.search}
          </button>
        </GetForm>
      </div>
      <div className="mt-6">
        {!query.data ? (
          query.isError ? (
            <p role="alert" className="text-danger">
              {m.loadError}
            </p>
          ) : (
            <div role="status" aria-label={m.loading} className="space-y-2">
              {[0, 1, 2, 3].map((i) => (
                <Skeleton key={i} className="h-16 w-full rounded-xl" />
              ))}
            </div>
          )
        ) : query.data.items.length === 0 ? (
          <EmptyState
            icon={<FileText aria-hidden />}
            title={kind || status || keyword ? m.noMatch : m.empty}
            message={kind || status || keyword ? undefined : m.emptyBody}
          />
        ) : (
          <>
            <div className="overflow-hidden rounded-(--radius-card) border border-line bg-surface">
              <div
                aria-hidden
                className="hidden grid-cols-[minmax(0,1fr)_7rem_7rem_11rem] gap-4 border-b border-line px-5 py-2 text-xs font-bold text-ink-soft sm:grid"
              >
                <span>{m.columns.title}</span>
                <span>{m.columns.status}</span>
                <span>{m.columns.publishAt}</span>
                <span>{m.columns.updatedAt}</span>
              </div>
              <ul className="divide-y divide-line">
                {query.data.items.map((item) => (
                  <Row key={item.id} item={item} />
                ))}
              </ul>
            </div>
            <Pagination
              page={page}
              totalPages={pageCountOf(query.data.total, CONTENT_LIST_PAGE_SIZE)}
              hrefFor={(p) => hrefWith({ page: p > 1 ? String(p) : null })}
              className="mt-8"
            />
          </>
        )}
      </div>
    </div>
  );
}
