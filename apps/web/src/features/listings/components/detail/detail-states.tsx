import { FilePen } from 'lucide-react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { LinkButton } from '@/components/ui/link-button';
import { listingMessages as m } from '../../messages';
import { detailMessages } from './detail-messages';

// A detail page's rare states: their own chunk, fetched when one is shown, not with every listing's page (ADR 0056).

/** The listing could not be read: why, and a retry. */
export function DetailLoadFailed({ retry }: { retry: () => void }) {
  return (
    <Alert tone="error">
      <p>{detailMessages.loadFailed}</p>
      <Button size="sm" variant="outline" className="mt-3" onClick={retry}>
        {m.retry}
      </Button>
    </Alert>
  );
}

/** The owner's draft that cannot be previewed yet: what is missing, and the way to the form. */
export function IncompletePreview({ editHref }: { editHref: string }) {
  return (
    <EmptyState
      icon={<FilePen aria-hidden />}
      title={detailMessages.incompleteTitle}
      titleAs="h2"
      message={detailMessages.incompleteBody}
      action={
        <LinkButton to={editHref} variant="outline">
          {detailMessages.incompleteAction}
        </LinkButton>
      }
    />
  );
}
