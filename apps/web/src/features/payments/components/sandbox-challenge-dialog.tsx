import type { ChallengeOutcome } from '@kurumatabi/contract';
import { ApiError } from '@kurumatabi/contract/client';
import { ShieldCheck } from 'lucide-react';
import { useState } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { useCompleteChallenge } from '../api/complete-challenge';
import { paymentMessages as m } from '../messages';

interface SandboxChallengeDialogProps {
  open: boolean;
  /** The intent's client secret (authorize answered `requires_action`). */
  clientSecret: string;
  /** The intent's status after the challenge: `requires_capture` (held) or `requires_payment_method` (failed). */
  onDone: (status: 'requires_capture' | 'requires_payment_method') => void;
  onClose: () => void;
}

/** Stripe's test-mode 3-D Secure page, in the sandbox: the person chooses the outcome. */
export function SandboxChallengeDialog({ open, clientSecret, onDone, onClose }: SandboxChallengeDialogProps) {
  const mutation = useCompleteChallenge();
  const [chosen, setChosen] = useState<ChallengeOutcome | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  async function answer(outcome: ChallengeOutcome) {
    setChosen(outcome);
    setFailure(null);
    try {
      const { status } = await mutation.mutateAsync({ clientSecret, outcome });
      onDone(status);
    } catch (error) {
      // The API's own words when it refused (already authenticated, not found); ours when it could not be reached.
      setFailure(error instanceof ApiError && error.status > 0 && error.status < 500 ? error.message : m.challenge.failed);
    }
  }

  const busy = mutation.isPending;
  return (
    <Dialog open={open} onClose={() => !busy && onClose()} label={m.challenge.title} closeLabel={m.challenge.close}>
      <div className="space-y-5">
        <h2 className="flex items-center gap-2 pr-8 text-lg font-bold text-ink">
          <ShieldCheck className="size-5 text-gold" aria-hidden />
          {m.challenge.title}
        </h2>
        <p className="text-sm leading-relaxed text-ink-soft">{m.challenge.lead}</p>
        {failure && <Alert tone="error">{failure}</Alert>}
        <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          <Button variant="secondary" onClick={() => void answer('fail')} loading={busy && chosen === 'fail'} disabled={busy}>
            {m.challenge.fail}
          </Button>
          <Button
            variant="primary"
            data-autofocus
            onClick={() => void answer('succeed')}
            loading={busy && chosen === 'succeed'}
            disabled={busy}
          >
            {m.challenge.succeed}
          </Button>
        </div>
      </div>
    </Dialog>
  );
}
