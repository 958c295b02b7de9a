import { Hash } from 'lucide-react';
import { NavLink } from '@/components/link';
import { Skeleton } from '@/components/ui/skeleton';
import { cx } from '@/lib/cx';
import { useArticleOverview } from '../api/list-article-overview';
import { contentMessages as m } from '../messages';
import { ARTICLES_PATH, categoryPath, tagPath } from '../paths';

const chip = (active: boolean) =>
  cx(
    'inline-flex h-9 shrink-0 items-center gap-1.5 rounded-full border px-4 text-sm font-bold whitespace-nowrap transition-colors duration-150',
    active ? 'border-gold bg-gold text-canvas' : 'border-line-strong text-ink-soft hover:border-gold hover:text-ink',
  );

/** The categories as chips (the current one marked), scrolling sideways on a phone. */
export function CategoryNav() {
  const query = useArticleOverview();
  return (
    <nav aria-label={m.articles.categories} className="-mx-5 overflow-x-auto px-5 pb-2 sm:mx-0 sm:px-0">
      <ul className="flex gap-2 sm:flex-wrap [&>li]:shrink-0">
        <li>
          <NavLink to={ARTICLES_PATH} end className={({ isActive }) => chip(isActive)}>
            {m.articles.allCategories}
          </NavLink>
        </li>
        {query.data
          ? query.data.categories.map(({ category }) => (
              <li key={category.slug}>
                <NavLink to={categoryPath(category.slug)} className={({ isActive }) => chip(isActive)}>
                  {category.name}
                  <span className="text-xs font-normal tabular opacity-80">{category.articleCount}</span>
                </NavLink>
              </li>
            ))
          : [0, 1, 2, 3].map((i) => (
              <li key={i}>
                <Skeleton className="h-9 w-32 rounded-full" />
              </li>
            ))}
      </ul>
    </nav>
  );
}

/** The tags in use, the most used first. */
export function TagCloud({ limit = 24, title = m.articles.tags }: { limit?: number; title?: string }) {
  const query = useArticleOverview();
  const tags = query.data?.tags.slice(0, limit) ?? [];
  if (query.data && tags.length === 0) return null;
  return (
    <section aria-labelledby="tag-cloud-title">
      <h2 id="tag-cloud-title" className="text-base font-bold">
        {title}
      </h2>
      <ul className="mt-3 flex flex-wrap gap-2">
        {query.data
          ? tags.map((tag) => (
              <li key={tag.slug}>
                <NavLink
                  to={tagPath(tag.slug)}
                  className={({ isActive }) =>
                    cx(
                      'inline-flex h-8 items-center gap-1 rounded-full border px-3 text-sm transition-colors',
                      isActive ? 'border-gold text-gold-bright' : 'border-line text-ink-soft hover:border-gold hover:text-ink',
                    )
                  }
                >
                  <Hash className="size-3.5 text-brown-light" aria-hidden />
                  {tag.name}
                  <span className="text-xs text-ink-muted tabular">{tag.articleCount}</span>
                </NavLink>
              </li>
            ))
          : [0, 1, 2, 3, 4, 5].map((i) => (
              <li key={i}>
                <Skeleton className="h-8 w-20 rounded-full" />
              </li>
            ))}
      </ul>
    </section>
  );
}
