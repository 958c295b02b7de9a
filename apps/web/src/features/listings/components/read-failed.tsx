import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { listingMessages as m } from '../messages';

/** A search or a listing that could not be read: why, and a retry. A rare state: its own chunk (ADR 0056). */
export function ReadFailed({ message, retry, className }: { message: string; retry: () => void; className?: string }) {
  return (
    <Alert tone="error" className={className}>
      <p>{message}</p>
      <Button size="sm" variant="outline" className="mt-3" onClick={retry}>
        {m.retry}
      </Button>
    </Alert>
  );
}
