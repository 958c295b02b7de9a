import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { reviewMessages as m } from '../messages';

/** A list that could not be loaded: what happened and a retry. */
export function LoadFailed({ message, retry }: { message: string; retry: () => void }) {
  return (
    <Alert tone="error">
      <p>{message}</p>
      <Button size="sm" variant="outline" className="mt-3" onClick={retry}>
        {m.retry}
      </Button>
    </Alert>
  );
}
