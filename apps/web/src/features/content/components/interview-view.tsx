import type { InterviewDetail } from '@kurumatabi/contract';
import { ArrowLeft, ArrowRight, Quote } from 'lucide-react';
import { Link } from '@/components/link';
import { Container } from '@/components/ui/container';
import { LinkButton } from '@/components/ui/link-button';
import { contentMessages as m } from '../messages';
import { shareButtonsMessages } from '../share-buttons-messages';
import { interviewMessages } from '../interview-messages';
import { INTERVIEWS_PATH, SHARE_PATH, interviewPath } from '../paths';
import { ArticleBody } from './article-body';
import { Breadcrumbs } from './breadcrumbs';
import { ContentImage } from './content-image';
import { ContentMeta } from './content-meta';
import { ShareButtons } from './share-buttons';
import { TableOfContents } from './table-of-contents';

/** An owner interview: who, the headline, the photo, the talk, the owner's listing and the invitation to share. */
export function InterviewView({ interview }: { interview: InterviewDetail }) {
  const listing = interview.listing;
  return (
    <Container width="narrow" className="py-6 sm:py-10">
      <Breadcrumbs
        items={[{ label: m.site, to: '/' }, { label: interviewMessages.crumb, to: INTERVIEWS_PATH }, { label: interview.title }]}
        className="mb-6"
      />
      <article>
        <header>
          <p className="flex items-center gap-2 text-sm font-bold text-gold">
            <Quote className="size-4" aria-hidden />
            {interview.intervieweeName}
          </p>
          <h1 className="mt-3 text-[1.625rem] leading-snug font-bold sm:text-4xl">{interview.title}</h1>
          {interview.summary && <p className="mt-4 text-ink-soft sm:text-lg">{interview.summary}</p>}
          <div className="mt-4">
            <ContentMeta publishedAt={interview.publishedAt} updatedAt={interview.updatedAt} readingMinutes={interview.readingMinutes} />
          </div>
        </header>
        <ContentImage
          image={interview.coverImage}
          alt={interview.intervieweeName}
          priority="lcp"
          aspect="aspect-[3/2]"
          sizes="(min-width: 768px) 768px, 100vw"
          className="mt-8"
        />
        <TableOfContents entries={interview.toc} className="mt-8" />
        <ArticleBody html={interview.html} className="mt-6" />
        {listing && (
          <Link
            to={`/${listing.kind === 'Car' ? 'car' : 'spot'}/${listing.id}`}
            className="mt-8 flex items-center gap-3 rounded-(--radius-card) border border-line-strong bg-surface px-5 py-4 transition-colors hover:border-gold"
          >
            <ArrowRight className="size-5 shrink-0 text-gold" aria-hidden />
            <span className="min-w-0">
              <span className="block text-sm font-bold text-gold">{interviewMessages.listing[listing.kind]}</span>
              <span className="block leading-snug text-ink">{listing.title}</span>
            </span>
          </Link>
        )}
        <div className="mt-10">
          <ShareButtons path={interviewPath(interview.slug)} title={interview.title} heading={shareButtonsMessages.titleInterview} />
        </div>
      </article>
      <aside className="mt-12 rounded-2xl border border-brown/50 bg-linear-to-br from-brown/25 via-surface to-surface p-6 sm:p-8">
        <h2 className="text-xl font-bold">{interviewMessages.shareCta}</h2>
        <p className="mt-2 text-ink-soft">{interviewMessages.shareCtaBody}</p>
        <LinkButton to={SHARE_PATH} className="mt-5">
          {interviewMessages.shareCtaButton}
        </LinkButton>
      </aside>
      <LinkButton to={INTERVIEWS_PATH} variant="ghost" className="mt-10" icon={<ArrowLeft className="size-4" aria-hidden />}>
        {interviewMessages.backToList}
      </LinkButton>
    </Container>
  );
}
