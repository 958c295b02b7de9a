import { CarFront } from 'lucide-react';
import { PageHeading } from '@/components/ui/page-heading';
import { Skeleton } from '@/components/ui/skeleton';
import { CarManager, carListingMessages as c, HostsOnlyPrompt } from '@/features/host-listings';
import { useDocumentTitle } from '@/lib/document-title';
import { useSession } from '@/lib/session';

/** `/mypage/cars/manage` (spec §2): the owner's cars; others are shown the way to become an owner. */
export function Component() {
  const { user } = useSession();
  useDocumentTitle(c.manageTitle);
  return (
    <div className="space-y-8">
      <PageHeading eyebrow={c.eyebrow} icon={<CarFront className="size-4" aria-hidden />} title={c.manageTitle} lead={c.manageLead} />
      {!user ? (
        <Skeleton className="h-40 w-full" />
      ) : user.roles.carOwner ? (
        <CarManager />
      ) : (
        <HostsOnlyPrompt
          icon={<CarFront className="size-6" aria-hidden />}
          title={c.ownersOnlyTitle}
          body={c.ownersOnlyBody}
          to="/mypage/cars/to-owner"
          action={c.toOwner}
        />
      )}
    </div>
  );
}
