import { UserRound } from 'lucide-react';
import { AccountKindCard } from '@/features/account/components/account-kind-card';
import { DeactivationLinkCard } from '@/features/account/components/deactivation-link-card';
import { InvoiceRegistrationCard } from '@/features/account/components/invoice-registration-card';
import { ProfilePanel } from '@/features/account/components/profile-panel';
import { accountMessages as m } from '@/features/account/messages';
import { EmailChangeCard } from '@/features/auth/components/email-change-card';
import { PasswordCard } from '@/features/auth/components/password-card';
import { SignInMethodsCard } from '@/features/auth/components/sign-in-methods-card';
import { PageHeading } from '@/components/ui/page-heading';
import { useDocumentTitle } from '@/lib/document-title';
import { sessionStore } from '@/lib/session';

/**
 * `/mypage/profile` (spec §2): the name (the product's), the account kind (個人 / 法人) and, for hosts, the invoice
 * registration number (issue 33), then the sign-in settings that belong to
 * the identity provider (email, password, linked providers), and the way to 退会 last.
 */
export function Component() {
  useDocumentTitle(m.profileTitle);
  return (
    <>
      <PageHeading eyebrow={m.eyebrow} icon={<UserRound className="size-4" aria-hidden />} title={m.profileTitle} lead={m.profileLead} />
      <div className="mt-8 space-y-6">
        <ProfilePanel onSaved={(user) => sessionStore.userUpdated(user)} />
        <AccountKindCard onSaved={(user) => sessionStore.userUpdated(user)} />
        <InvoiceRegistrationCard onSaved={(user) => sessionStore.userUpdated(user)} />
        <EmailChangeCard />
        <PasswordCard />
        <SignInMethodsCard />
        <DeactivationLinkCard />
      </div>
    </>
  );
}
