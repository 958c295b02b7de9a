import { ArrowRight } from 'lucide-react';
import { Container } from '@/components/ui/container';
import { LinkButton } from '@/components/ui/link-button';
import { useInterviewList } from '../../api/list-owner-interview';
import { InterviewGrid } from '../../components/interview-grid';
import { INTERVIEWS_PATH } from '../../paths';
import { shareMoreMessages as m } from '../more-messages';
import { SHARE_INTERVIEW_LIMIT } from '../share-interviews-query';

/** オーナーの声: the newest owner interviews (nothing when none is published or they cannot be loaded). */
export function ShareInterviews() {
  const query = useInterviewList(1, SHARE_INTERVIEW_LIMIT);
  if (query.isError || (query.data && query.data.items.length === 0)) return null;
  return (
    <section aria-labelledby="share-interviews-title" className="pb-14 sm:pb-20">
      <Container>
        <div className="flex flex-wrap items-end justify-between gap-4">
          <div>
            <h2 id="share-interviews-title" className="text-2xl font-bold sm:text-3xl">
              {m.interviews.title}
            </h2>
            <p className="mt-3 max-w-2xl text-ink-soft">{m.interviews.lead}</p>
          </div>
          <LinkButton to={INTERVIEWS_PATH} variant="ghost" icon={<ArrowRight className="size-4" aria-hidden />}>
            {m.interviews.more}
          </LinkButton>
        </div>
        <div className="mt-8">
          <InterviewGrid data={query.data} page={1} headingLevel="h3" />
        </div>
      </Container>
    </section>
  );
}
