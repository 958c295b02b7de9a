import type { ReactNode } from 'react';
import { Alert } from '@/components/ui/alert';

/**
 * The console's one way of showing four eyes (ADR 0041's refunds, ADR 0045's staff acts on staff): what waits and
 * who asked, then either why this operator cannot decide (their own request, their own account) or the decision's
 * buttons, and the refusal of the last attempt.
 */
export function ApprovalWaiting({
  summary,
  note,
  actions,
  error,
}: {
  summary: ReactNode;
  /** Why the signed-in operator cannot approve; null when they may. */
  note: string | null;
  actions?: ReactNode;
  error?: string | null;
}) {
  return (
    <div className="space-y-3" data-testid="approval-waiting">
      <Alert tone="info">{summary}</Alert>
      {note && <p className="text-sm text-ink-soft">{note}</p>}
      {actions && <div className="flex flex-col gap-2 sm:flex-row sm:flex-wrap">{actions}</div>}
      {error && <Alert tone="error">{error}</Alert>}
    </div>
  );
}
