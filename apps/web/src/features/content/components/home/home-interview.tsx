import { ArrowRight, Quote } from 'lucide-react';
import { Link } from '@/components/link';
import { LinkButton } from '@/components/ui/link-button';
import { Skeleton } from '@/components/ui/skeleton';
import { useInterviewList } from '../../api/list-owner-interview';
import { HOME_INTERVIEW_LIMIT } from '../../home-limits';
import { contentHomeMessages } from '../../home-messages';
import { INTERVIEWS_PATH, interviewPath } from '../../paths';
import { ContentImage } from '../content-image';

/** オーナーインタビュー: the newest one, large, with its photo and lead. */
export function HomeInterview() {
  const query = useInterviewList(1, HOME_INTERVIEW_LIMIT);
  const interview = query.data?.items[0];
  if (query.isError || (query.data && !interview)) return null;
  return (
    <section aria-labelledby="home-interview-title">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <h2 id="home-interview-title" className="text-2xl font-bold sm:text-3xl">
          {contentHomeMessages.interview}
        </h2>
        <LinkButton to={INTERVIEWS_PATH} variant="ghost" icon={<ArrowRight className="size-4" aria-hidden />}>
          {contentHomeMessages.interviewMore}
        </LinkButton>
      </div>
      {interview ? (
        <article className="group relative mt-6 grid overflow-hidden rounded-(--radius-card) border border-brown/50 bg-linear-to-br from-brown/25 via-surface to-surface md:grid-cols-2">
          <ContentImage image={interview.coverImage} alt="" aspect="aspect-[3/2]" className="rounded-none" />
          <div className="flex flex-col justify-center p-6 sm:p-10">
            <p className="flex items-center gap-2 text-sm font-bold text-gold">
              <Quote className="size-4" aria-hidden />
              {interview.intervieweeName}
            </p>
            <h3 className="mt-3 text-xl leading-snug font-bold sm:text-2xl">
              <Link to={interviewPath(interview.slug)} className="after:absolute after:inset-0 group-hover:text-gold-bright">
                {interview.title}
              </Link>
            </h3>
            <p className="mt-3 line-clamp-3 text-ink-soft">{interview.summary}</p>
            <p className="mt-5 flex items-center gap-1 text-sm font-bold text-gold-bright">
              {contentHomeMessages.interviewRead}
              <ArrowRight className="size-4" aria-hidden />
            </p>
          </div>
        </article>
      ) : (
        <Skeleton className="mt-6 aspect-[3/2] w-full rounded-(--radius-card) md:aspect-[3/1]" />
      )}
    </section>
  );
}
