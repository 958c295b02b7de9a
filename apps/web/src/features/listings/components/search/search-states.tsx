import { SearchX } from 'lucide-react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { LinkButton } from '@/components/ui/link-button';
import { listingMessages as m } from '../../messages';
import { searchPaths, type SearchTarget } from '../../search-params';

/** The search could not be read: why, and a retry. */
export function SearchFailed({ retry, className }: { retry: () => void; className?: string }) {
  return (
    <Alert tone="error" className={className}>
      <p>{m.loadFailed}</p>
      <Button size="sm" variant="outline" className="mt-3" onClick={retry}>
        {m.retry}
      </Button>
    </Alert>
  );
}

/** No listing matches the conditions: say so, and offer the search without them. */
export function NoResults({ target }: { target: SearchTarget }) {
  return (
    <EmptyState
      icon={<SearchX aria-hidden />}
      title={m.emptyTitle[target === 'spot' ? 'spot' : 'car']}
      titleAs="h2"
      message={m.emptyBody}
      action={
        <LinkButton to={searchPaths[target]} variant="outline">
          {m.emptyAction}
        </LinkButton>
      }
    />
  );
}
