import { useId, useState } from 'react';
import { Link } from '@/components/link';
import { Alert } from '@/components/ui/alert';
import { BrandMark } from '@/components/ui/brand-mark';
import { Dialog } from '@/components/ui/dialog';
import { cx } from '@/lib/cx';
import { authMessages as m } from '../messages';
import { SignInForm } from './sign-in-form';
import { SignUpForm } from './sign-up-form';
import { SocialSignIn } from './social-sign-in';

type Tab = 'signIn' | 'signUp';

/**
 * The sign-in / sign-up dialog: tabs ログイン / 新規登録, email and password, Google and Facebook.
 * `onSigningUp` tells the host while a sign-up runs (a new member may be welcomed).
 */
export default function LoginDialog({ onClose, onSigningUp }: { onClose: () => void; onSigningUp?: (active: boolean) => void }) {
  const [tab, setTab] = useState<Tab>('signIn');
  const [error, setError] = useState<string | null>(null);
  const id = useId();
  const tabs: { key: Tab; label: string }[] = [
    { key: 'signIn', label: m.tabSignIn },
    { key: 'signUp', label: m.tabSignUp },
  ];
  const select = (next: Tab) => {
    setTab(next);
    setError(null);
  };

  return (
    <Dialog open onClose={onClose} label={m.dialogLabel} closeLabel={m.close}>
      <div className="flex flex-col items-center text-center">
        <BrandMark className="size-11" />
        <h2 className="mt-4 text-xl font-bold">{m.dialogTitle}</h2>
        <p className="mt-1.5 text-sm leading-relaxed text-ink-soft [word-break:auto-phrase]">{m.dialogLead}</p>
      </div>

      <div role="tablist" aria-label={m.dialogLabel} className="mt-6 grid grid-cols-2 rounded-full border border-line bg-canvas p-1">
        {tabs.map(({ key, label }) => (
          <button
            key={key}
            type="button"
            role="tab"
            id={`${id}-${key}-tab`}
            aria-selected={tab === key}
            aria-controls={`${id}-panel`}
            onClick={() => select(key)}
            className={cx(
              'h-10 rounded-full text-sm font-bold transition-colors duration-150',
              tab === key ? 'bg-raised text-gold-bright shadow-sm' : 'text-ink-muted hover:text-ink',
            )}
          >
            {label}
          </button>
        ))}
      </div>

      <div role="tabpanel" id={`${id}-panel`} aria-labelledby={`${id}-${tab}-tab`} className="mt-6 space-y-5">
        {error && <Alert tone="error">{error}</Alert>}
        {tab === 'signIn' ? <SignInForm onError={setError} /> : <SignUpForm onError={setError} onSigningUp={onSigningUp} />}
        <div className="flex items-center gap-3 text-xs text-ink-muted" aria-hidden="true">
          <span className="h-px flex-1 bg-line" />
          {m.or}
          <span className="h-px flex-1 bg-line" />
        </div>
        <SocialSignIn onError={setError} />
        {tab === 'signUp' && (
          <p className="text-center text-xs leading-relaxed text-ink-muted">
            <Link to="/terms" className="text-gold hover:underline">
              {m.terms}
            </Link>
            ・
            <Link to="/privacy-policy" className="text-gold hover:underline">
              {m.privacy}
            </Link>
            <br />
            {m.agreement}
          </p>
        )}
      </div>
    </Dialog>
  );
}
