import { BookOpen } from 'lucide-react';
import { Container } from '@/components/ui/container';
import { PageHeading } from '@/components/ui/page-heading';
import { Prose } from '@/components/ui/prose';
import { useDocumentTitle } from '@/lib/document-title';
import type { InfoPageContent } from '../content/types';
import { infoMessages as m } from '../messages';

/** A static information page (company, beginner guide, usage guide, insurance) from its content file. */
export function InfoPageView({ content }: { content: InfoPageContent }) {
  useDocumentTitle(content.title);
  return (
    <Container className="py-12 sm:py-16">
      <PageHeading eyebrow={m.eyebrow} icon={<BookOpen className="size-4" aria-hidden />} title={content.title} lead={content.lead} />
      <div className="mt-10 grid gap-10 lg:grid-cols-[15rem_1fr] lg:gap-14">
        <nav aria-label={m.contents} className="hidden lg:block">
          <div className="sticky top-24 rounded-xl border border-line bg-surface p-5">
            <p className="text-xs font-bold tracking-[0.16em] text-gold">{m.contents}</p>
            <ol className="mt-3 space-y-2 text-sm">
              {content.sections.map((section, index) => (
                <li key={section.heading}>
                  <a href={`#info-${index + 1}`} className="block leading-snug text-ink-soft transition-colors hover:text-gold-bright">
                    {section.heading}
                  </a>
                </li>
              ))}
            </ol>
          </div>
        </nav>
        <Prose className="max-w-3xl [&>section:first-child>h2]:mt-0">
          {content.sections.map((section, index) => (
            <section key={section.heading} id={`info-${index + 1}`} className="scroll-mt-24">
              <h2>{section.heading}</h2>
              {section.paragraphs.map((paragraph, i) => (
                <p key={i}>{paragraph}</p>
              ))}
              {section.bullets && (
                <ul>
                  {section.bullets.map((bullet, i) => (
                    <li key={i}>{bullet}</li>
                  ))}
                </ul>
              )}
            </section>
          ))}
        </Prose>
      </div>
    </Container>
  );
}
