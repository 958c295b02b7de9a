import { SearchX } from 'lucide-react';
import { EmptyState } from '@/components/ui/empty-state';
import { LinkButton } from '@/components/ui/link-button';
import { listingMessages as m } from '../../messages';
import { searchPaths, type SearchTarget } from '../../listing-links';

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
