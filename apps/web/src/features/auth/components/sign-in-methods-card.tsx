import { useEffect, useState, type ReactNode } from 'react';
import { Link2, Link2Off, LockKeyhole, ShieldCheck } from 'lucide-react';
import { toast } from 'react-toastify';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { cx } from '@/lib/cx';
import { useSession, type LinkedProvider } from '@/lib/session';
import { credentialErrorMessage } from '../credential-errors';
import { isPopupDismissal } from '../identity-errors';
import { credentialMessages as m } from '../messages';
import { canUnlink, linkableProviders, signInMethodsOf } from '../sign-in-methods';
import { linkProvider, unlinkProvider } from '../session/credentials';
import { preloadSocialPopup } from '../session/identity';
import { SettingsSection } from './settings-section';
import { FacebookGlyph, GoogleGlyph } from './social-sign-in';

const glyphs: Record<LinkedProvider, ReactNode> = { 'google.com': <GoogleGlyph />, 'facebook.com': <FacebookGlyph /> };
const kinds = { 'google.com': 'google', 'facebook.com': 'facebook' } as const;

function StatusBadge({ on, labels }: { on: boolean; labels: [string, string] }) {
  return (
    <span
      className={cx(
        'rounded-full border px-2.5 py-0.5 text-xs font-bold',
        on ? 'border-success/50 bg-success/10 text-success' : 'border-line-strong text-ink-muted',
      )}
    >
      {on ? labels[0] : labels[1]}
    </span>
  );
}

function MethodRow({ icon, label, status, action }: { icon: ReactNode; label: string; status: ReactNode; action?: ReactNode }) {
  return (
    <li className="flex flex-wrap items-center gap-x-4 gap-y-3 py-4">
      <span className="flex size-10 shrink-0 items-center justify-center rounded-full border border-line bg-raised text-ink">{icon}</span>
      <div className="min-w-0 flex-1">
        <p className="font-bold">{label}</p>
        <div className="mt-1">{status}</div>
      </div>
      {action && <div className="w-full sm:w-auto">{action}</div>}
    </li>
  );
}

/**
 * The ways to sign in (spec §3 hasPassword, linkedIdentityProviders): link Google or Facebook in
 * a popup, unlink them, never the last one.
 */
export function SignInMethodsCard() {
  // The popup's code is fetched with the card, so a press on 連携する opens the popup at once (ADR 0030).
  useEffect(preloadSocialPopup, []);
  const session = useSession();
  const methods = signInMethodsOf(session);
  const [pending, setPending] = useState<LinkedProvider | null>(null);
  const [confirming, setConfirming] = useState<LinkedProvider | null>(null);
  const [error, setError] = useState<string | null>(null);

  const link = async (provider: LinkedProvider) => {
    setError(null);
    setPending(provider);
    try {
      await linkProvider(kinds[provider]);
      toast.success(m.linkedToast(m.methods[provider]));
    } catch (failure) {
      if (isPopupDismissal(failure)) toast.info(m.linkPopupClosed);
      else {
        console.warn(`${provider} link failed`, failure);
        setError(credentialErrorMessage(failure, 'link'));
      }
    } finally {
      setPending(null);
    }
  };

  const unlink = async (provider: LinkedProvider) => {
    setConfirming(null);
    setError(null);
    setPending(provider);
    try {
      await unlinkProvider(provider);
      toast.success(m.unlinkedToast(m.methods[provider]));
    } catch (failure) {
      setError(credentialErrorMessage(failure, 'unlink'));
    } finally {
      setPending(null);
    }
  };

  return (
    <SettingsSection
      title={m.methodsTitle}
      lead={m.methodsLead}
      icon={<ShieldCheck className="size-5" aria-hidden />}
      testId="methods-card"
    >
      {error && <Alert tone="error">{error}</Alert>}
      <ul className="divide-y divide-line" aria-label={m.methodsTitle}>
        <MethodRow
          icon={<LockKeyhole className="size-5" aria-hidden />}
          label={m.methods.password}
          status={<StatusBadge on={session.hasPassword} labels={[m.enabled, m.notSet]} />}
        />
        {linkableProviders.map((provider) => {
          const linked = session.linkedIdentityProviders.includes(provider);
          const blocked = linked && !canUnlink(methods, provider);
          return (
            <MethodRow
              key={provider}
              icon={glyphs[provider]}
              label={m.methods[provider]}
              status={
                <>
                  <StatusBadge on={linked} labels={[m.linked, m.notLinked]} />
                  {blocked && <p className="mt-2 text-xs leading-relaxed text-ink-muted">{m.lastMethod}</p>}
                </>
              }
              action={
                linked ? (
                  <Button
                    size="sm"
                    variant="outline"
                    className="w-full sm:w-auto"
                    disabled={blocked || pending !== null}
                    loading={pending === provider}
                    icon={<Link2Off className="size-4" aria-hidden />}
                    aria-label={`${m.methods[provider]} の${m.unlink}`}
                    onClick={() => setConfirming(provider)}
                  >
                    {m.unlink}
                  </Button>
                ) : (
                  <Button
                    size="sm"
                    variant="secondary"
                    className="w-full sm:w-auto"
                    disabled={pending !== null}
                    loading={pending === provider}
                    icon={<Link2 className="size-4" aria-hidden />}
                    aria-label={`${m.methods[provider]} を${m.link}`}
                    onClick={() => void link(provider)}
                  >
                    {m.link}
                  </Button>
                )
              }
            />
          );
        })}
      </ul>
      <Dialog open={confirming !== null} onClose={() => setConfirming(null)} label={m.unlinkConfirmLabel}>
        {confirming && (
          <div className="space-y-6 pt-4">
            <p className="leading-relaxed">{m.unlinkConfirm(m.methods[confirming])}</p>
            <div className="flex flex-wrap justify-end gap-3">
              <Button variant="ghost" onClick={() => setConfirming(null)}>
                {m.keep}
              </Button>
              <Button variant="danger" icon={<Link2Off className="size-4" aria-hidden />} onClick={() => void unlink(confirming)}>
                {m.unlink}
              </Button>
            </div>
          </div>
        )}
      </Dialog>
    </SettingsSection>
  );
}
