import type { ArticleCard as Article } from '@kurumatabi/contract';
import { Clock } from 'lucide-react';
import { Link } from '@/components/link';
import { Tag } from '@/components/ui/tag';
import { formatDate } from '@/lib/format';
import { contentMessages as m } from '../messages';
import { articlePath } from '../paths';
import { ContentImage } from './content-image';

/** An article in a list: cover, category, title, summary, date and reading time; the whole card is its link. */
export function ArticleCard({
  article,
  eager = false,
  headingLevel = 'h3',
}: {
  article: Article;
  eager?: boolean;
  headingLevel?: 'h2' | 'h3';
}) {
  const Heading = headingLevel;
  return (
    <article className="group relative flex flex-col">
      <ContentImage image={article.coverImage} alt="" priority={eager ? 'eager' : 'lazy'} missing={{ category: article.category }} />
      <div className="mt-3 flex flex-wrap items-center gap-2">
        <Tag tone="brown">{article.category.name}</Tag>
        <span className="flex items-center gap-1 text-xs text-ink-soft tabular">
          <Clock className="size-3.5" aria-hidden />
          {m.article.readingTime(article.readingMinutes)}
        </span>
      </div>
      <Heading className="mt-2 text-base leading-snug font-bold sm:text-lg">
        <Link to={articlePath(article.slug)} className="after:absolute after:inset-0 group-hover:text-gold-bright">
          {article.title}
        </Link>
      </Heading>
      <p className="mt-1.5 line-clamp-2 text-sm leading-relaxed text-ink-soft">{article.summary}</p>
      <p className="mt-2 text-xs text-ink-soft tabular">
        <time dateTime={article.publishedAt}>{formatDate(article.publishedAt)}</time>
      </p>
    </article>
  );
}
