import { CircleAlert, House, SearchX } from 'lucide-react';
import { useNavigate } from 'react-router';
import { Button } from '@/components/ui/button';
import { Container } from '@/components/ui/container';
import PopularListings from '@/features/listings/components/popular/popular-listings';
import { QuickSearch } from '@/features/listings/components/quick-search/quick-search';
import { useDocumentTitle } from '@/lib/document-title';
import { errorContent } from './classify-error';
import type { ErrorKind } from './page-error';
import { errorMessages } from './messages';

/** The error screen of spec §2: heading, labelled cause and solution, and a way back to the top. */
export function ErrorScreen({ kind, signedIn }: { kind: Exclude<ErrorKind, 'loginRequired'>; signedIn: boolean }) {
  const navigate = useNavigate();
  const { cause, solution } = errorContent(kind, signedIn);
  useDocumentTitle(errorMessages.title);
  const missing = kind === 'notFound';
  const card = (
    <section aria-labelledby="error-heading" className="rounded-2xl border border-line bg-surface p-6 sm:p-10">
      {/* A missing page is no fault of the reader's: the search's sign in gold, not the alarm's red. */}
      <div className={`mb-6 flex size-12 items-center justify-center rounded-full ${missing ? 'bg-gold/15' : 'bg-danger/15'}`}>
        {missing ? <SearchX className="size-6 text-gold" aria-hidden /> : <CircleAlert className="size-6 text-danger" aria-hidden />}
      </div>
      <h1 id="error-heading" className="text-2xl font-bold sm:text-3xl">
        {errorMessages.heading}
      </h1>
      <dl className="mt-8 divide-y divide-line rounded-xl border border-line bg-canvas/60">
        <div className="grid gap-1 px-5 py-4 sm:grid-cols-[7rem_1fr] sm:gap-4">
          <dt className="text-sm font-bold text-gold">{errorMessages.causeLabel}</dt>
          <dd data-testid="error-cause" className="text-ink">
            {cause}
          </dd>
        </div>
        <div className="grid gap-1 px-5 py-4 sm:grid-cols-[7rem_1fr] sm:gap-4">
          <dt className="text-sm font-bold text-gold">{errorMessages.solutionLabel}</dt>
          <dd data-testid="error-solution" className="text-ink">
            {solution}
          </dd>
        </div>
      </dl>
      <Button className="mt-8" size="lg" icon={<House className="size-5" aria-hidden />} onClick={() => navigate('/')}>
        {errorMessages.backToTop}
      </Button>
    </section>
  );
  if (!missing)
    return (
      <Container width="narrow" className="py-16 sm:py-24">
        {card}
      </Container>
    );
  // Not found (issue 32): the way on from here — a search, and what is popular now.
  return (
    <>
      <Container width="narrow" className="pt-10 pb-6 sm:pt-16">
        {card}
        <p className="mt-8 text-ink-soft">{errorMessages.notFoundLead}</p>
        <QuickSearch className="mt-4" />
      </Container>
      <PopularListings />
    </>
  );
}
