import { Container } from '@/components/ui/container';
import { ContactPage } from '@/features/contact/components/contact-page';
import { contactMessages as m } from '@/features/contact/messages';
import { useDocumentTitle } from '@/lib/document-title';

/** `/contact` (spec §2): the contact form, for visitors and signed-in users alike. */
export function Component() {
  useDocumentTitle(m.title);
  return (
    <Container width="narrow" className="py-10 sm:py-14">
      <ContactPage />
    </Container>
  );
}
