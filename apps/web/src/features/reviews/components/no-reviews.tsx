import { MessageSquareText } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { reviewMessages as m } from '../messages';

/** No review matches the list's filters: say so, and offer to clear them when there are some. */
export function NoReviews({ onClear }: { onClear?: () => void }) {
  return (
    <EmptyState
      icon={<MessageSquareText aria-hidden />}
      title={m.list.emptyTitle}
      message={m.list.emptyBody}
      titleAs="h2"
      action={
        onClear && (
          <Button variant="outline" onClick={onClear}>
            {m.list.clear}
          </Button>
        )
      }
    />
  );
}
