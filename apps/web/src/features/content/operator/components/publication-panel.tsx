import { useState } from 'react';
import type { EditableContent } from '@kurumatabi/contract';
import { ApiError } from '@kurumatabi/contract/client';
import { CalendarClock, EyeOff, ExternalLink, Rocket, Save } from 'lucide-react';
import { Link } from '@/components/link';
import { toast } from 'react-toastify';
import { Button } from '@/components/ui/button';
import { formatDateTime } from '@/lib/format';
import { usePublishContent, useScheduleContent, useUnpublishContent } from '../api/content-mutations';
import { editorMessages as m } from '../messages';
import { publicPathOf } from '../public-path';
import { instantFromJapanLocal, japanLocalOf, scheduleProblem } from '../schedule-time';
import { ContentStatusBadge } from './content-status-badge';

const errorText = (error: unknown) => (error instanceof ApiError ? error.message : m.failed);

/**
 * Status and the acts on it: save, publish now, schedule a time (Japan time), take down with a
 * reason. Publishing and scheduling save the editor's changes first.
 */
export function PublicationPanel({
  item,
  saving,
  save,
}: {
  item: EditableContent;
  saving: boolean;
  /** Saves the editor's changes if there are any; the revision to act on. */
  save: () => Promise<number>;
}) {
  const publish = usePublishContent();
  const schedule = useScheduleContent();
  const unpublish = useUnpublishContent();
  const [at, setAt] = useState(() => (item.status === 'Scheduled' && item.publishAt ? japanLocalOf(item.publishAt) : ''));
  const [atError, setAtError] = useState<string | null>(null);
  const [taking, setTaking] = useState(false);
  const [reason, setReason] = useState('');
  const [reasonError, setReasonError] = useState<string | null>(null);
  const busy = saving || publish.isPending || schedule.isPending || unpublish.isPending;
  const canTakeDown = item.status === 'Published' || item.status === 'Scheduled';

  const act = async (run: (revision: number) => Promise<unknown>, done: string) => {
    try {
      await run(await save());
      toast.success(done);
    } catch (error) {
      toast.error(errorText(error));
    }
  };

  const onSchedule = () => {
    const problem = scheduleProblem(at, new Date());
    setAtError(problem);
    if (problem) return;
    const publishAt = instantFromJapanLocal(at)!;
    void act(
      (expectedRevision) => schedule.mutateAsync({ contentId: item.id, expectedRevision, publishAt }),
      m.publication.scheduled(formatDateTime(publishAt)),
    );
  };

  const onUnpublish = async () => {
    if (!reason.trim()) return setReasonError(m.publication.unpublishReasonRequired);
    setReasonError(null);
    try {
      await unpublish.mutateAsync({ contentId: item.id, reason: reason.trim() });
      toast.success(m.publication.unpublished);
      setTaking(false);
      setReason('');
    } catch (error) {
      toast.error(errorText(error));
    }
  };

  return (
    <section aria-labelledby="publication-title" className="space-y-4 rounded-(--radius-card) border border-line bg-surface p-5">
      <h2 id="publication-title" className="font-bold">
        {m.publication.title}
      </h2>
      <div className="flex flex-wrap items-center gap-2 text-sm">
        <ContentStatusBadge status={item.status} />
        {item.live && <span className="text-success">{m.publication.live}</span>}
      </div>
      {item.publishAt && (
        <p className="text-sm text-ink-soft tabular">
          {item.status === 'Scheduled'
            ? m.publication.scheduledAt(formatDateTime(item.publishAt))
            : m.publication.publishedAt(formatDateTime(item.publishAt))}
        </p>
      )}
      {item.live && (
        <Link
          to={publicPathOf(item.kind, item.slug)}
          className="inline-flex items-center gap-1 text-sm text-gold underline underline-offset-4"
        >
          {m.publication.view}
          <ExternalLink className="size-3.5" aria-hidden />
        </Link>
      )}
      <div className="grid gap-2">
        <Button
          variant="outline"
          onClick={() =>
            void save().then(
              () => toast.success(m.publication.saved),
              (e: unknown) => toast.error(errorText(e)),
            )
          }
          disabled={busy}
          icon={<Save className="size-4" aria-hidden />}
        >
          {m.publication.save}
        </Button>
        {item.status !== 'Published' && (
          <Button
            onClick={() =>
              void act((expectedRevision) => publish.mutateAsync({ contentId: item.id, expectedRevision }), m.publication.published)
            }
            disabled={busy}
            icon={<Rocket className="size-4" aria-hidden />}
          >
            {m.publication.publish}
          </Button>
        )}
      </div>
      {item.status !== 'Published' && (
        <div className="border-t border-line pt-4">
          <label htmlFor="schedule-at" className="text-sm font-bold">
            {m.publication.scheduleAt}
          </label>
          <input
            id="schedule-at"
            type="datetime-local"
            value={at}
            onChange={(e) => setAt(e.target.value)}
            aria-invalid={atError ? true : undefined}
            aria-describedby={atError ? 'schedule-at-error' : undefined}
            className="mt-1.5 h-11 w-full rounded-[10px] border border-line-strong bg-canvas px-3 text-ink tabular [color-scheme:dark] focus:border-gold focus:outline-none aria-invalid:border-danger"
          />
          {atError && (
            <p id="schedule-at-error" className="mt-1 text-sm text-danger">
              {atError}
            </p>
          )}
          <Button
            variant="secondary"
            fullWidth
            className="mt-2"
            onClick={onSchedule}
            disabled={busy}
            icon={<CalendarClock className="size-4" aria-hidden />}
          >
            {m.publication.schedule}
          </Button>
        </div>
      )}
      {canTakeDown && (
        <div className="border-t border-line pt-4">
          {taking ? (
            <div className="space-y-2">
              <label htmlFor="unpublish-reason" className="text-sm font-bold">
                {m.publication.unpublishReason}
              </label>
              <textarea
                id="unpublish-reason"
                value={reason}
                onChange={(e) => setReason(e.target.value)}
                maxLength={200}
                rows={3}
                aria-invalid={reasonError ? true : undefined}
                aria-describedby="unpublish-reason-hint"
                className="block w-full rounded-[10px] border border-line-strong bg-canvas p-3 text-sm text-ink focus:border-gold focus:outline-none aria-invalid:border-danger"
              />
              <p id="unpublish-reason-hint" className={reasonError ? 'text-sm text-danger' : 'text-xs text-ink-soft'}>
                {reasonError ?? m.publication.unpublishReasonHint}
              </p>
              <div className="flex gap-2">
                <Button variant="danger" size="sm" onClick={() => void onUnpublish()} disabled={busy}>
                  {m.publication.confirmUnpublish}
                </Button>
                <Button variant="ghost" size="sm" onClick={() => setTaking(false)}>
                  {m.publication.cancel}
                </Button>
              </div>
            </div>
          ) : (
            <Button variant="danger" fullWidth onClick={() => setTaking(true)} icon={<EyeOff className="size-4" aria-hidden />}>
              {m.publication.unpublish}
            </Button>
          )}
        </div>
      )}
    </section>
  );
}
