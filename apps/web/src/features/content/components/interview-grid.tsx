import type { InterviewCard as Interview } from '@kurumatabi/contract';
import { Mic } from 'lucide-react';
import { EmptyState } from '@/components/ui/empty-state';
import { LinkButton } from '@/components/ui/link-button';
import { Pagination } from '@/components/ui/pagination';
import { interviewMessages } from '../interview-messages';
import { pageCountOf } from '../page-number';
import { SHARE_PATH } from '../paths';
import { InterviewCard } from './interview-card';
import { CardGridSkeleton } from './query-states';

/** A page of owner interviews, or what to do when there are none yet. */
export function InterviewGrid({
  data,
  page,
  hrefFor,
  headingLevel = 'h2',
}: {
  data: { items: Interview[]; total: number; limit: number } | undefined;
  page: number;
  hrefFor?: (page: number) => string;
  headingLevel?: 'h2' | 'h3';
}) {
  if (!data) return <CardGridSkeleton count={3} label={interviewMessages.loading} />;
  if (data.items.length === 0)
    return (
      <EmptyState
        icon={<Mic aria-hidden />}
        title={interviewMessages.empty}
        message={interviewMessages.emptyBody}
        action={
          <LinkButton to={SHARE_PATH} variant="outline">
            {interviewMessages.toShare}
          </LinkButton>
        }
      />
    );
  return (
    <>
      <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {data.items.map((interview, i) => (
          <li key={interview.id}>
            <InterviewCard interview={interview} headingLevel={headingLevel} eager={page === 1 && i === 0} />
          </li>
        ))}
      </ul>
      {hrefFor && <Pagination page={page} totalPages={pageCountOf(data.total, data.limit)} hrefFor={hrefFor} className="mt-10" />}
    </>
  );
}
