import { CarFront } from 'lucide-react';
import { PageHeading } from '@/components/ui/page-heading';
import { Skeleton } from '@/components/ui/skeleton';
import { carListingMessages as c, HostsOnlyPrompt, NewCarForm } from '@/features/host-listings';
import { useDocumentTitle } from '@/lib/document-title';
import { useSession } from '@/lib/session';

/** `/mypage/cars/new` (spec §2): the first step of the car form; saving it creates the draft. */
export function Component() {
  const { user } = useSession();
  useDocumentTitle(c.newTitle);
  return (
    <div className="space-y-8">
      <PageHeading eyebrow={c.eyebrow} icon={<CarFront className="size-4" aria-hidden />} title={c.newTitle} lead={c.formLead} />
      {!user ? (
        <Skeleton className="h-96 w-full" />
      ) : user.roles.carOwner ? (
        <NewCarForm />
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
