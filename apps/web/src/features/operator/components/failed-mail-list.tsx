import type { FailedMail } from '@kurumatabi/contract';
import { MailCheck, RotateCw } from 'lucide-react';
import { useSearchParams } from 'react-router';
import { toast } from 'react-toastify';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { Pagination } from '@/components/ui/pagination';
import { Skeleton } from '@/components/ui/skeleton';
import { cx } from '@/lib/cx';
import { formatDateTime } from '@/lib/format';
import { FAILED_MAIL_PAGE_SIZE, useFailedMails, useRetryFailedMail } from '../api/failed-mails';
import { failedMailMessages as m } from '../inbox-messages';
import { refusalText } from '../refusal-text';
import { pageFromSearch } from '../verification-search';

/** The mails given up on: to whom, what, how often tried, the last SMTP error, the text on demand, and 再送する. */
export function FailedMailList() {
  const [params] = useSearchParams();
  const page = pageFromSearch(params);
  const query = useFailedMails(page);
  const retry = useRetryFailedMail();
  const data = query.data;

  if (query.isError && !data) {
    return (
      <Alert tone="error">
        <p>{m.loadFailed}</p>
        <Button size="sm" variant="outline" className="mt-3" onClick={() => void query.refetch()}>
          {m.retryLoad}
        </Button>
      </Alert>
    );
  }
  if (!data) {
    return (
      <div role="status" aria-label={m.loading} className="space-y-3">
        {[0, 1, 2].map((i) => (
          <Skeleton key={i} className="h-32 w-full rounded-(--radius-card)" />
        ))}
      </div>
    );
  }
  if (data.items.length === 0)
    return <EmptyState icon={<MailCheck aria-hidden />} titleAs="h2" title={m.emptyTitle} message={m.emptyBody} />;

  return (
    <section aria-label={m.title} className="space-y-4">
      <p role="status" className="tabular text-sm text-ink-soft">
        {m.count(data.total)}
      </p>
      <ul className={cx('space-y-3 transition-opacity', query.isPlaceholderData && 'opacity-60')}>
        {data.items.map((mail) => (
          <li key={mail.id}>
            <FailedMailRow
              mail={mail}
              retrying={retry.isPending && retry.variables === mail.id}
              onRetry={() =>
                retry.mutate(mail.id, {
                  onSuccess: () => toast.success(m.retried(mail.to)),
                  onError: (error) => toast.error(refusalText(error, m.retryFailed)),
                })
              }
            />
          </li>
        ))}
      </ul>
      <Pagination
        page={page}
        totalPages={Math.max(1, Math.ceil(data.total / FAILED_MAIL_PAGE_SIZE))}
        hrefFor={(target) => (target > 1 ? `/operator/mails?page=${target}` : '/operator/mails')}
        className="pt-2"
      />
    </section>
  );
}

/** One failed mail (exported for its test). */
export function FailedMailRow({ mail, retrying, onRetry }: { mail: FailedMail; retrying: boolean; onRetry: () => void }) {
  return (
    <Card className="p-4 sm:p-5">
      <article aria-label={`${mail.to} ${mail.subject}`} className="space-y-3">
        <div className="flex flex-col gap-3 sm:flex-row sm:items-start">
          <div className="min-w-0 flex-1 space-y-1">
            <h2 className="font-bold break-words text-ink">{mail.subject}</h2>
            <p className="text-sm break-all text-ink-soft">
              <span className="text-ink-muted">{m.to}</span> {mail.to}
            </p>
            <p className="tabular flex flex-wrap gap-x-4 gap-y-0.5 text-xs text-ink-muted">
              <span>{m.attempts(mail.attempts)}</span>
              {mail.noticeCount > 0 && <span>{m.notices(mail.noticeCount)}</span>}
              <span>
                {m.createdAt} {formatDateTime(mail.createdAt)}
              </span>
              <span>
                {m.failedAt} {formatDateTime(mail.failedAt)}
              </span>
            </p>
          </div>
          <Button size="sm" loading={retrying} icon={<RotateCw className="size-4" aria-hidden />} onClick={onRetry} className="shrink-0">
            {m.retry}
          </Button>
        </div>
        <p className="rounded-lg border border-danger/40 bg-danger/10 px-3 py-2 font-mono text-xs break-all text-ink">
          <span className="mr-2 font-sans font-bold text-danger">{m.lastError}</span>
          {mail.lastError ?? m.noError}
        </p>
        <details className="group text-sm">
          <summary className="cursor-pointer font-bold text-gold hover:text-gold-bright">{m.text}</summary>
          <pre className="mt-2 max-h-64 overflow-auto rounded-lg bg-canvas p-3 font-sans text-xs leading-relaxed whitespace-pre-wrap text-ink-soft">
            {mail.text}
          </pre>
        </details>
      </article>
    </Card>
  );
}
