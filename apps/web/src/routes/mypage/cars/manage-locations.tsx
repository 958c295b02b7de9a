import { MapPin } from 'lucide-react';
import { PageHeading } from '@/components/ui/page-heading';
import { Skeleton } from '@/components/ui/skeleton';
import { LocationManager, locationMessages as m, OwnersOnlyPrompt } from '@/features/locations';
import { useDocumentTitle } from '@/lib/document-title';
import { queryClient } from '@/lib/query-client';
import { useSession } from '@/lib/session';

/** The マイページ top counts the locations (its checklist): a save makes it ask again. */
function refreshMypageTop() {
  void queryClient.invalidateQueries({ queryKey: ['mypage-home'] });
}

/** `/mypage/cars/manage-locations` (spec §2): a car owner's pickup locations; others are shown the way to become one. */
export function Component() {
  const { user } = useSession();
  useDocumentTitle(m.title);
  return (
    <div className="space-y-8">
      <PageHeading eyebrow={m.eyebrow} icon={<MapPin className="size-4" aria-hidden />} title={m.title} lead={m.lead} />
      {!user ? (
        <Skeleton className="h-40 w-full" />
      ) : user.roles.carOwner ? (
        <LocationManager onChanged={refreshMypageTop} />
      ) : (
        <OwnersOnlyPrompt toOwner="/mypage/cars/to-owner" />
      )}
    </div>
  );
}
