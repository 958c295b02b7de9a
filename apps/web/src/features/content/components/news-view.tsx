import type { NewsDetail } from '@kurumatabi/contract';
import { ArrowLeft } from 'lucide-react';
import { Container } from '@/components/ui/container';
import { LinkButton } from '@/components/ui/link-button';
import { contentMessages as m } from '../messages';
import { shareButtonsMessages } from '../share-buttons-messages';
import { newsMessages } from '../news-messages';
import { NEWS_PATH, newsItemPath } from '../paths';
import { ArticleBody } from './article-body';
import { Breadcrumbs } from './breadcrumbs';
import { ContentImage } from './content-image';
import { ContentMeta } from './content-meta';
import { ShareButtons } from './share-buttons';

/** A news item: date, title, optional image, body, sharing and the way back to the list. */
export function NewsView({ item }: { item: NewsDetail }) {
  return (
    <Container width="narrow" className="py-6 sm:py-10">
      <Breadcrumbs
        items={[{ label: m.site, to: '/' }, { label: newsMessages.crumb, to: NEWS_PATH }, { label: item.title }]}
        className="mb-6"
      />
      <article>
        <header>
          <p className="text-xs font-bold tracking-[0.2em] text-gold">{newsMessages.eyebrow}</p>
          <h1 className="mt-3 text-[1.5rem] leading-snug font-bold sm:text-3xl">{item.title}</h1>
          <div className="mt-4">
            <ContentMeta publishedAt={item.publishedAt} updatedAt={item.updatedAt} />
          </div>
        </header>
        {item.coverImage && (
          <ContentImage image={item.coverImage} alt="" priority="lcp" sizes="(min-width: 768px) 768px, 100vw" className="mt-8" />
        )}
        <ArticleBody html={item.html} className="mt-6" />
        <div className="mt-10">
          <ShareButtons path={newsItemPath(item.slug)} title={item.title} heading={shareButtonsMessages.titleNews} />
        </div>
      </article>
      <LinkButton to={NEWS_PATH} variant="ghost" className="mt-10" icon={<ArrowLeft className="size-4" aria-hidden />}>
        {newsMessages.backToList}
      </LinkButton>
    </Container>
  );
}
