import { useQuery } from '@tanstack/react-query';
import type { LegalKind } from '@kurumatabi/contract';
import { ScrollText } from 'lucide-react';
import { Container } from '@/components/ui/container';
import { PageHeading } from '@/components/ui/page-heading';
import { Prose } from '@/components/ui/prose';
import { Skeleton, SkeletonText } from '@/components/ui/skeleton';
import { useDocumentTitle } from '@/lib/document-title';
import { formatDate } from '@/lib/format';
import { legalDocumentQuery } from '../api/legal-document';
import { legalMessages as m } from '../messages';

function LegalSkeleton() {
  return (
    <div role="status" aria-label={m.loading} className="space-y-10">
      <Skeleton className="h-4 w-48" />
      <SkeletonText lines={4} />
      {[0, 1, 2].map((i) => (
        <div key={i} className="space-y-4">
          <Skeleton className="h-6 w-56" />
          <SkeletonText lines={5} />
        </div>
      ))}
    </div>
  );
}

/**
 * A legal text from the API (terms, privacy policy, share contract). A failure goes to the route's
 * error screen; while loading, skeletons of the same shape.
 */
export function LegalDocumentPage({ kind }: { kind: LegalKind }) {
  const query = useQuery({ ...legalDocumentQuery(kind), throwOnError: true });
  const doc = query.data;
  useDocumentTitle(m.titles[kind]);

  return (
    <Container width="narrow" className="py-12 sm:py-16">
      <PageHeading eyebrow={m.eyebrow} icon={<ScrollText className="size-4" aria-hidden />} title={doc?.title ?? m.titles[kind]} />
      <div className="mt-10">
        {!doc ? (
          <LegalSkeleton />
        ) : (
          <article>
            <p className="flex flex-wrap gap-x-4 text-sm text-ink-muted tabular">
              <span>
                {m.effectiveOn}：{formatDate(doc.effectiveOn)}
              </span>
              <span>
                {doc.version}
                {/^\d/.test(doc.version) ? m.version : ''}
              </span>
            </p>
            <Prose className="mt-6">
              <p className="text-ink">{doc.preamble}</p>
              {doc.sections.length > 3 && (
                <nav aria-label={m.contents} className="my-8 rounded-xl border border-line bg-surface px-5 py-4">
                  <p className="text-sm font-bold text-gold">{m.contents}</p>
                  <ol className="mt-2 grid gap-x-6 gap-y-1 text-sm sm:grid-cols-2">
                    {doc.sections.map((section, index) => (
                      <li key={section.heading}>
                        <a href={`#section-${index + 1}`} className="!text-ink-soft !no-underline hover:!text-gold-bright">
                          {section.heading}
                        </a>
                      </li>
                    ))}
                  </ol>
                </nav>
              )}
              {doc.sections.map((section, index) => (
                <section key={section.heading} id={`section-${index + 1}`} className="scroll-mt-24">
                  <h2>{section.heading}</h2>
                  {section.paragraphs.map((paragraph, i) => (
                    <p key={i}>{paragraph}</p>
                  ))}
                </section>
              ))}
            </Prose>
          </article>
        )}
      </div>
    </Container>
  );
}
