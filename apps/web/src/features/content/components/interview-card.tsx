import type { InterviewCard as Interview } from '@kurumatabi/contract';
import { Quote } from 'lucide-react';
import { Link } from '@/components/link';
import { formatDate } from '@/lib/format';
import { interviewPath } from '../paths';
import { ContentImage } from './content-image';

/** An owner interview in a list: photo, who, the headline, the lead. */
export function InterviewCard({
  interview,
  headingLevel = 'h2',
  eager = false,
}: {
  interview: Interview;
  headingLevel?: 'h2' | 'h3';
  eager?: boolean;
}) {
  const Heading = headingLevel;
  return (
    <article className="group relative flex h-full flex-col overflow-hidden rounded-(--radius-card) border border-line bg-surface">
      <ContentImage
        image={interview.coverImage}
        alt=""
        aspect="aspect-[3/2]"
        priority={eager ? 'eager' : 'lazy'}
        className="rounded-none"
      />
      <div className="flex flex-1 flex-col p-5">
        <p className="flex items-center gap-2 text-sm font-bold text-gold">
          <Quote className="size-4" aria-hidden />
          {interview.intervieweeName}
        </p>
        <Heading className="mt-2 text-lg leading-snug font-bold">
          <Link to={interviewPath(interview.slug)} className="after:absolute after:inset-0 group-hover:text-gold-bright">
            {interview.title}
          </Link>
        </Heading>
        <p className="mt-2 line-clamp-3 text-sm leading-relaxed text-ink-soft">{interview.summary}</p>
        <p className="mt-auto pt-4 text-xs text-ink-soft tabular">
          <time dateTime={interview.publishedAt}>{formatDate(interview.publishedAt)}</time>
        </p>
      </div>
    </article>
  );
}
