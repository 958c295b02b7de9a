import { ArrowLeft, UserX } from 'lucide-react';
import { useNavigate } from 'react-router';
import { toast } from 'react-toastify';
import { LinkButton } from '@/components/ui/link-button';
import { PageHeading } from '@/components/ui/page-heading';
import { DeactivatePanel } from '@/features/account/components/deactivate-panel';
import { accountMessages as m } from '@/features/account/messages';
import { confirmCurrentPassword } from '@/features/auth/session/credentials';
import { signOut } from '@/features/auth/session/identity';
import { useDocumentTitle } from '@/lib/document-title';
import { useSession } from '@/lib/session';

/**
 * `/mypage/deactivate`: 退会 (ADR 0010) on its own page, reached from the bottom of the profile,
 * so that nobody reaches it by scrolling past a form.
 */
export function Component() {
  const { hasPassword } = useSession();
  const navigate = useNavigate();
  useDocumentTitle(m.deactivateTitle);

  const leave = async () => {
    // Leave the sign-in-only page first, so the signed-out visitor is not sent to the sign-in dialog.
    await navigate('/', { replace: true });
    // The API has already refused the tokens and disabled the identity: only the local session remains.
    await signOut().catch((error: unknown) => console.warn('local sign-out after deactivation failed', error));
    toast.success(m.deactivated);
  };

  return (
    <>
      <PageHeading eyebrow={m.eyebrow} icon={<UserX className="size-4" aria-hidden />} title={m.deactivateTitle} lead={m.deactivateLead} />
      <div className="mt-8">
        <DeactivatePanel hasPassword={hasPassword} verifyPassword={confirmCurrentPassword} onDeactivated={leave} />
      </div>
      <LinkButton to="/mypage/profile" variant="ghost" size="sm" className="mt-6" icon={<ArrowLeft className="size-4" aria-hidden />}>
        {m.backToProfile}
      </LinkButton>
    </>
  );
}
