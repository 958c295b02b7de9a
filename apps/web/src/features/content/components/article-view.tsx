import type { ArticleDetail } from '@kurumatabi/contract';
import { ArrowLeft, Hash } from 'lucide-react';
import { Link } from '@/components/link';
import { Container } from '@/components/ui/container';
import { LinkButton } from '@/components/ui/link-button';
import { Tag } from '@/components/ui/tag';
import { contentMessages as m } from '../messages';
import { ARTICLES_PATH, articlePath, categoryPath, tagPath } from '../paths';
import { ArticleBody } from './article-body';
import { ArticleCard } from './article-card';
import { Breadcrumbs } from './breadcrumbs';
import { ContentImage } from './content-image';
import { ContentMeta } from './content-meta';
import { ShareButtons } from './share-buttons';
import { TableOfContents } from './table-of-contents';

/** An article: where it sits, its heading, cover, table of contents, body, tags, sharing and related articles. */
export function ArticleView({ article }: { article: ArticleDetail }) {
  return (
    <Container className="py-6 sm:py-10">
      <Breadcrumbs
        items={[
          { label: m.site, to: '/' },
          { label: m.articles.crumb, to: ARTICLES_PATH },
          { label: article.category.name, to: categoryPath(article.category.slug) },
          { label: article.title },
        ]}
        className="mb-6"
      />
      <article className="mx-auto max-w-5xl">
        <header className="max-w-3xl">
          <Link to={categoryPath(article.category.slug)} className="inline-block">
            <Tag tone="brown" size="md">
              {article.category.name}
            </Tag>
          </Link>
          <h1 className="mt-4 text-[1.625rem] leading-snug font-bold sm:text-4xl">{article.title}</h1>
          {article.summary && <p className="mt-4 text-ink-soft sm:text-lg">{article.summary}</p>}
          <div className="mt-5 flex flex-wrap items-center gap-x-5 gap-y-2">
            <ContentMeta publishedAt={article.publishedAt} updatedAt={article.updatedAt} readingMinutes={article.readingMinutes} />
            <p className="text-sm text-ink-soft">{m.article.author(article.authorName)}</p>
          </div>
        </header>
        <ContentImage
          image={article.coverImage}
          alt={m.article.coverAlt(article.title)}
          priority="lcp"
          sizes="(min-width: 1024px) 1024px, 100vw"
          className="mt-8"
          missing="hide"
        />
        <div className="mt-10 grid gap-10 lg:grid-cols-[minmax(0,1fr)_16rem]">
          <div className="min-w-0">
            <TableOfContents entries={article.toc} className="mb-8 lg:hidden" />
            <ArticleBody html={article.html} />
            {article.tags.length > 0 && (
              <section aria-labelledby="article-tags" className="mt-12">
                <h2 id="article-tags" className="text-sm font-bold">
                  {m.article.tags}
                </h2>
                <ul className="mt-3 flex flex-wrap gap-2">
                  {article.tags.map((tag) => (
                    <li key={tag.slug}>
                      <Link
                        to={tagPath(tag.slug)}
                        className="inline-flex h-8 items-center gap-1 rounded-full border border-line px-3 text-sm text-ink-soft hover:border-gold hover:text-ink"
                      >
                        <Hash className="size-3.5 text-brown-light" aria-hidden />
                        {tag.name}
                      </Link>
                    </li>
                  ))}
                </ul>
              </section>
            )}
            <div className="mt-8">
              <ShareButtons path={articlePath(article.slug)} title={article.title} />
            </div>
          </div>
          <aside className="hidden lg:block">
            <TableOfContents id="toc-aside" entries={article.toc} className="sticky top-24" />
          </aside>
        </div>
      </article>
      {article.related.length > 0 && (
        <section aria-labelledby="related-title" className="mx-auto mt-16 max-w-5xl border-t border-line pt-10">
          <h2 id="related-title" className="text-xl font-bold sm:text-2xl">
            {m.article.related}
          </h2>
          <ul className="mt-6 grid gap-x-6 gap-y-10 sm:grid-cols-2 lg:grid-cols-3">
            {article.related.slice(0, 3).map((related) => (
              <li key={related.id}>
                <ArticleCard article={related} />
              </li>
            ))}
          </ul>
        </section>
      )}
      <div className="mx-auto mt-12 max-w-5xl">
        <LinkButton to={ARTICLES_PATH} variant="ghost" icon={<ArrowLeft className="size-4" aria-hidden />}>
          {m.articles.backToList}
        </LinkButton>
      </div>
    </Container>
  );
}
