import { KeyRound } from 'lucide-react';
import { useSearchParams } from 'react-router';
import { Container } from '@/components/ui/container';
import { PageHeading } from '@/components/ui/page-heading';
import { ResetPasswordPanel } from '@/features/auth/components/reset-password-panel';
import { authMessages as m } from '@/features/auth/messages';
import { useDocumentTitle } from '@/lib/document-title';

/** `/reset-password`, also the target of the reset email's link (`?mode=resetPassword&oobCode=…`). */
export function Component() {
  const [params] = useSearchParams();
  useDocumentTitle(m.resetTitle);
  return (
    <Container width="narrow" className="max-w-xl py-12 sm:py-16">
      <PageHeading icon={<KeyRound className="size-4" aria-hidden />} eyebrow={m.login} title={m.resetTitle} lead={m.resetLead} />
      <div className="mt-8">
        <ResetPasswordPanel initialCode={params.get('oobCode')} />
      </div>
    </Container>
  );
}
