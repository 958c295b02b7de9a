import { Clock } from 'lucide-react';
import { formatDate } from '@/lib/format';
import { contentMessages as m } from '../messages';

/** 公開 date, 更新 date when later, and the reading time of an item. */
export function ContentMeta({
  publishedAt,
  updatedAt,
  readingMinutes,
}: {
  publishedAt: string;
  updatedAt?: string;
  readingMinutes?: number;
}) {
  const updated = updatedAt && formatDate(updatedAt) !== formatDate(publishedAt) ? updatedAt : null;
  return (
    <dl className="flex flex-wrap items-center gap-x-5 gap-y-1 text-sm text-ink-soft tabular">
      <div className="flex gap-1.5">
        <dt>{m.article.published}</dt>
        <dd>
          <time dateTime={publishedAt}>{formatDate(publishedAt)}</time>
        </dd>
      </div>
      {updated && (
        <div className="flex gap-1.5">
          <dt>{m.article.updated}</dt>
          <dd>
            <time dateTime={updated}>{formatDate(updated)}</time>
          </dd>
        </div>
      )}
      {readingMinutes !== undefined && (
        <div className="flex items-center gap-1.5">
          <dt>
            <Clock className="size-4" aria-hidden />
            <span className="sr-only">読了時間</span>
          </dt>
          <dd>{m.article.readingTime(readingMinutes)}</dd>
        </div>
      )}
    </dl>
  );
}
