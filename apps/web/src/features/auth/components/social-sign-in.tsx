import { useEffect, useState } from 'react';
import { toast } from 'react-toastify';
import { Button } from '@/components/ui/button';
import { failureMessage } from '../error-message';
import { isPopupDismissal } from '../identity-errors';
import { authMessages as m } from '../messages';
import { preloadSocialPopup, signInWithProvider, type SocialProvider } from '../session/identity';

export function GoogleGlyph() {
  return (
    <svg viewBox="0 0 24 24" aria-hidden="true" className="size-5 fill-current">
      <path d="M21.35 11.1H12v2.97h5.35c-.23 1.4-1.64 4.1-5.35 4.1-3.22 0-5.85-2.67-5.85-5.96S8.78 6.25 12 6.25c1.83 0 3.06.78 3.76 1.45l2.57-2.47C16.68 3.7 14.54 2.75 12 2.75 6.9 2.75 2.75 6.9 2.75 12S6.9 21.25 12 21.25c5.34 0 8.88-3.75 8.88-9.04 0-.6-.06-1.06-.15-1.51z" />
    </svg>
  );
}

export function FacebookGlyph() {
  return (
    <svg viewBox="0 0 24 24" aria-hidden="true" className="size-5 fill-current">
      <path d="M22 12.06C22 6.5 17.52 2 12 2S2 6.5 2 12.06c0 5.02 3.66 9.18 8.44 9.94v-7.03H7.9v-2.91h2.54V9.84c0-2.52 1.49-3.91 3.78-3.91 1.1 0 2.24.2 2.24.2v2.47h-1.26c-1.24 0-1.63.78-1.63 1.57v1.89h2.78l-.44 2.91h-2.34V22C18.34 21.24 22 17.08 22 12.06z" />
    </svg>
  );
}

/** Google and Facebook in the SDK's popup; a first sign-in registers the user (spec §4). */
export function SocialSignIn({ onError }: { onError: (message: string | null) => void }) {
  const [pending, setPending] = useState<SocialProvider | null>(null);
  // The popup's code is fetched while the dialog is open, so a press opens the popup at once.
  useEffect(preloadSocialPopup, []);

  const start = async (provider: SocialProvider) => {
    onError(null);
    setPending(provider);
    try {
      await signInWithProvider(provider);
      toast.success(m.signedIn);
    } catch (error) {
      if (isPopupDismissal(error)) {
        toast.info(failureMessage(error));
      } else {
        console.warn(`${provider} sign-in failed`, error);
        onError(failureMessage(error));
      }
    } finally {
      setPending(null);
    }
  };

  return (
    <div className="grid gap-3">
      <Button
        variant="outline"
        size="lg"
        fullWidth
        loading={pending === 'google'}
        disabled={pending !== null}
        icon={<GoogleGlyph />}
        onClick={() => void start('google')}
      >
        {m.google}
      </Button>
      <Button
        variant="outline"
        size="lg"
        fullWidth
        loading={pending === 'facebook'}
        disabled={pending !== null}
        icon={<FacebookGlyph />}
        onClick={() => void start('facebook')}
      >
        {m.facebook}
      </Button>
    </div>
  );
}
