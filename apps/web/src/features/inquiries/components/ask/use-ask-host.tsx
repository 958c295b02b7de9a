import { lazy, Suspense, useEffect, useState, type ReactNode } from 'react';
import { MessageCircleQuestion } from 'lucide-react';
import { useLocation, useSearchParams } from 'react-router';
import { Button } from '@/components/ui/button';
import { useSession } from '@/lib/session';
import { useSignedInAction } from '@/lib/signed-in-action';
import { askButtonLabel } from './ask-button-label';

/* The dialog, its form and the create call load when it first opens (ADR 0030). */
const AskHostDialog = lazy(() => import('./ask-host-dialog'));
/** `?ask=1`: come back from signing in with the question's dialog open. */
const ASK_PARAM = 'ask';

export interface AskHostOptions {
  target: 'car' | 'spot';
  listingId: string;
  title: string;
}

/**
 * 「オーナーに質問する」/「掲載者に質問する」 on a listing's page. A visitor is sent to sign in and
 * comes back to the page with the dialog open (`?ask=1`); a signed-in guest writes the question in
 * the dialog and lands on the thread. The page places `button(...)` where it wants it (the host's
 * card, the booking panel) and renders `dialog` once.
 */
export function useAskHost({ target, listingId, title }: AskHostOptions): {
  button: (props?: { variant?: 'outline' | 'secondary'; fullWidth?: boolean; className?: string }) => ReactNode;
  dialog: ReactNode;
} {
  const { authenticated, ready } = useSession();
  const signedIn = useSignedInAction();
  const location = useLocation();
  const [params, setParams] = useSearchParams();
  const [open, setOpen] = useState(false);
  const wantsToAsk = params.get(ASK_PARAM) === '1';

  // Back from signing in (or from a closed thread's 質問する): open the dialog once (state set while
  // rendering, as React advises for state that follows the URL), then drop the parameter.
  const [askHandled, setAskHandled] = useState(false);
  if (wantsToAsk && ready && authenticated && !askHandled) {
    setAskHandled(true);
    setOpen(true);
  }
  if (!wantsToAsk && askHandled) setAskHandled(false);
  useEffect(() => {
    if (!wantsToAsk || !ready) return;
    setParams(
      (next) => {
        next.delete(ASK_PARAM);
        return next;
      },
      { replace: true, preventScrollReset: true },
    );
  }, [wantsToAsk, ready, setParams]);

  const start = () => {
    const back = new URLSearchParams(location.search);
    back.set(ASK_PARAM, '1');
    signedIn(() => setOpen(true), `${location.pathname}?${back.toString()}`);
  };

  return {
    button: ({ variant = 'outline', fullWidth = false, className } = {}) => (
      <Button
        variant={variant}
        fullWidth={fullWidth}
        className={className}
        icon={<MessageCircleQuestion className="size-4" aria-hidden />}
        onClick={start}
      >
        {askButtonLabel[target]}
      </Button>
    ),
    dialog: open && (
      <Suspense fallback={null}>
        <AskHostDialog target={target} listingId={listingId} title={title} onClose={() => setOpen(false)} />
      </Suspense>
    ),
  };
}
