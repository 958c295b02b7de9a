import { FilePen } from 'lucide-react';
import { EmptyState } from '@/components/ui/empty-state';
import { LinkButton } from '@/components/ui/link-button';
import { detailMessages } from './detail-messages';

// A detail page's rare state: its own chunk, fetched when shown, not with every listing's page (ADR 0056).

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
