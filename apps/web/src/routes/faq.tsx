import { CircleHelp, Mail } from 'lucide-react';
import { Container } from '@/components/ui/container';
import { LinkButton } from '@/components/ui/link-button';
import { PageHeading } from '@/components/ui/page-heading';
import { faqListQuery } from '@/features/faq/api/list-faq';
import { FaqBrowser } from '@/features/faq/components/faq-browser';
import { faqMessages as m } from '@/features/faq/messages';
import { useDocumentTitle } from '@/lib/document-title';
import { queryClient } from '@/lib/query-client';

export function loader() {
  void queryClient.prefetchQuery(faqListQuery);
  return null;
}

export function Component() {
  useDocumentTitle(m.title);
  return (
    <Container width="narrow" className="py-12 sm:py-16">
      <PageHeading eyebrow={m.eyebrow} icon={<CircleHelp className="size-4" aria-hidden />} title={m.title} lead={m.lead} />
      <div className="mt-10">
        <FaqBrowser />
      </div>
      <aside className="mt-16 rounded-2xl border border-line bg-surface p-6 sm:p-8">
        <h2 className="text-lg font-bold">{m.notFoundTitle}</h2>
        <p className="mt-2 text-ink-soft">{m.notFoundBody}</p>
        <LinkButton to="/contact" variant="outline" className="mt-5" icon={<Mail className="size-4" aria-hidden />}>
          {m.contact}
        </LinkButton>
      </aside>
    </Container>
  );
}
