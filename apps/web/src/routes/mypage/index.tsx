import { UserRound } from 'lucide-react';
import { Container } from '@/components/ui/container';
import { PageHeading } from '@/components/ui/page-heading';
import { ProfilePanel } from '@/features/account/components/profile-panel';
import { accountMessages as m } from '@/features/account/messages';
import { useDocumentTitle } from '@/lib/document-title';
import { sessionStore, useSession } from '@/lib/session';

/** `/mypage`, under the sign-in-only layout of the router. */
export function Component() {
  const session = useSession();
  useDocumentTitle(m.title);
  const signInMethods = [...(session.hasPassword ? ['password'] : []), ...session.linkedIdentityProviders];
  return (
    <Container width="narrow" className="py-12 sm:py-16">
      <PageHeading eyebrow={m.eyebrow} icon={<UserRound className="size-4" aria-hidden />} title={m.title} lead={m.lead} />
      <div className="mt-10">
        <ProfilePanel signInMethods={signInMethods} onSaved={(user) => sessionStore.userUpdated(user)} />
      </div>
    </Container>
  );
}
