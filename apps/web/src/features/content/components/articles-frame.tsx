import type { ReactNode } from 'react';
import { Newspaper } from 'lucide-react';
import { Container } from '@/components/ui/container';
import { PageHeading } from '@/components/ui/page-heading';
import { contentMessages as m } from '../messages';
import { ArticleSearchForm } from './article-search-form';
import { CategoryNav, TagCloud } from './articles-nav';
import { Breadcrumbs, type Crumb } from './breadcrumbs';
import { PopularArticles } from './popular-articles';

/**
 * The frame of every article list (all, a category, a tag, a search): where you are, the heading,
 * the search box and the categories, then the list beside the popular articles and the tags.
 */
export function ArticlesFrame({
  crumbs,
  title,
  lead,
  keyword,
  children,
}: {
  crumbs: Crumb[];
  title: string;
  lead?: ReactNode;
  keyword?: string;
  children: ReactNode;
}) {
  return (
    <Container className="py-6 sm:py-10">
      <Breadcrumbs items={[{ label: m.site, to: '/' }, ...crumbs]} className="mb-6" />
      <PageHeading eyebrow={m.articles.eyebrow} icon={<Newspaper className="size-4" aria-hidden />} title={title} lead={lead} />
      <div className="mt-6 max-w-xl">
        <ArticleSearchForm defaultValue={keyword} />
      </div>
      <div className="mt-6">
        <CategoryNav />
      </div>
      <div className="mt-10 grid gap-12 lg:grid-cols-[minmax(0,1fr)_18rem]">
        <div className="min-w-0">{children}</div>
        <aside className="space-y-10 lg:border-l lg:border-line lg:pl-8">
          <PopularArticles />
          <TagCloud />
        </aside>
      </div>
    </Container>
  );
}
