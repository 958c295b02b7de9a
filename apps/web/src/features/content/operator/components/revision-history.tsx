import { History } from 'lucide-react';
import { Skeleton } from '@/components/ui/skeleton';
import { formatDateTime } from '@/lib/format';
import { useContentRevisions } from '../api/list-content-revisions';
import { editorMessages as m } from '../messages';

/** Who saved what and when, newest first. */
export function RevisionHistory({ contentId }: { contentId: string }) {
  const query = useContentRevisions(contentId);
  return (
    <section aria-labelledby="history-title" className="rounded-(--radius-card) border border-line bg-surface p-5">
      <h2 id="history-title" className="flex items-center gap-2 font-bold">
        <History className="size-4 text-gold" aria-hidden />
        {m.history.title}
      </h2>
      {!query.data ? (
        <Skeleton className="mt-3 h-24 w-full" />
      ) : query.data.items.length === 0 ? (
        <p className="mt-3 text-sm text-ink-soft">{m.history.empty}</p>
      ) : (
        <ol className="mt-3 max-h-80 space-y-3 overflow-y-auto pr-1 text-sm">
          {query.data.items.map((revision) => (
            <li key={revision.revision} className="border-l-2 border-line pl-3">
              <p className="font-bold">
                {m.history.revision(revision.revision)}・{m.actions[revision.action]}
              </p>
              <p className="text-xs text-ink-soft tabular">
                {formatDateTime(revision.savedAt)}・{revision.savedBy.name}
              </p>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
