import { Clock, PenLine } from 'lucide-react';
import { Link } from '@/components/link';
import { formatDateTime } from '@/lib/format';
import { useReviewPrompts } from '../api/list-review-prompts';
import { reviewFormMessages } from '../form-messages';
import { reserveReviewHref } from './review-prompt';

/**
 * Above mypage/reserves: the reservations (as guest or as host) whose review window is open and
 * the user has not written, closing soonest first. Nothing at all when there are none (or while it
 * loads, or if it fails: the list below stays the page's subject).
 */
export function ReviewPromptsPanel() {
  const query = useReviewPrompts();
  const prompts = query.data?.items ?? [];
  if (prompts.length === 0) return null;
  return (
    <section
      aria-label={reviewFormMessages.prompt.listTitle}
      className="space-y-3 rounded-(--radius-card) border border-gold/60 bg-gradient-to-br from-gold/10 via-surface to-surface p-4 sm:p-5"
    >
      <div>
        <h2 className="flex items-center gap-2 font-bold text-gold-bright">
          <PenLine className="size-5" aria-hidden />
          {reviewFormMessages.prompt.listTitle}
          <span className="tabular rounded-full bg-gold px-2 text-xs leading-5 text-canvas">{query.data?.total}</span>
        </h2>
        <p className="mt-1 text-xs text-ink-soft">{reviewFormMessages.prompt.listLead}</p>
      </div>
      <ul className="divide-y divide-line/60">
        {prompts.map((prompt) => (
          <li
            key={`${prompt.reserveId}-${prompt.role}`}
            className="flex flex-col gap-2 py-3 sm:flex-row sm:items-center sm:justify-between"
          >
            <div className="min-w-0 space-y-0.5">
              <p className="text-xs font-bold text-gold">
                {prompt.role === 'Guest' ? reviewFormMessages.prompt.asGuest : reviewFormMessages.prompt.asHost}
              </p>
              <p className="truncate font-bold text-ink">
                {prompt.role === 'Guest'
                  ? prompt.listingTitle
                  : reviewFormMessages.prompt.hostSubject(prompt.counterpartName, prompt.listingTitle)}
              </p>
              <p className="tabular flex items-center gap-1 text-xs text-ink-muted">
                <Clock className="size-3.5" aria-hidden />
                {reviewFormMessages.form.closesAt(formatDateTime(prompt.windowClosesAt))}
                {prompt.counterpartWritten && (
                  <span className="ml-2 font-bold text-warning">{reviewFormMessages.prompt.counterpartDone}</span>
                )}
              </p>
            </div>
            <Link
              to={reserveReviewHref(prompt.reserveId)}
              aria-label={reviewFormMessages.prompt.writeFor(prompt.role === 'Guest' ? prompt.listingTitle : prompt.counterpartName)}
              className="inline-flex h-9 shrink-0 items-center justify-center gap-1.5 rounded-full bg-gold px-4 text-sm font-bold text-canvas transition-colors hover:bg-gold-bright"
            >
              <PenLine className="size-4" aria-hidden />
              {reviewFormMessages.prompt.write}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
