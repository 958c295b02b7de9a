import type { TocEntry } from '@kurumatabi/contract';
import { ListTree } from 'lucide-react';
import { cx } from '@/lib/cx';
import { contentMessages as m } from '../messages';

/** The headings of a long article as in-page links (the API leaves the list empty for a short one). */
export function TableOfContents({ entries, className, id = 'toc' }: { entries: TocEntry[]; className?: string; id?: string }) {
  if (entries.length === 0) return null;
  return (
    <nav aria-labelledby={`${id}-title`} className={cx('rounded-(--radius-card) border border-line bg-surface p-5', className)}>
      <h2 id={`${id}-title`} className="flex items-center gap-2 text-sm font-bold text-gold">
        <ListTree className="size-4" aria-hidden />
        {m.article.toc}
      </h2>
      <ol className="mt-3 space-y-1.5 text-sm">
        {entries.map((entry) => (
          <li key={entry.id} className={entry.level === 3 ? 'pl-4' : undefined}>
            <a href={`#${entry.id}`} className="text-ink-soft underline-offset-4 hover:text-gold-bright hover:underline">
              {entry.text}
            </a>
          </li>
        ))}
      </ol>
    </nav>
  );
}
