import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { refusalText } from '../../refusal-text';
import { consoleMessages } from '../../console-messages';

const m = consoleMessages.common;

/** The console's loading skeleton: `rows` cards of `height`. */
export function LoadingRows({ rows = 3, className = 'h-24' }: { rows?: number; className?: string }) {
  return (
    <div role="status" aria-label={m.loading} className="space-y-3">
      {Array.from({ length: rows }, (_, i) => (
        <Skeleton key={i} className={`${className} w-full rounded-(--radius-card)`} />
      ))}
    </div>
  );
}

/** A failed load: the API's words when it refused (a bad filter), a retry either way. */
export function LoadFailed({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  return (
    <Alert tone="error">
      <p>{refusalText(error, m.loadFailed)}</p>
      <Button size="sm" variant="outline" className="mt-3" onClick={onRetry}>
        {m.retry}
      </Button>
    </Alert>
  );
}
