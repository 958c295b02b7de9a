import { Tent } from 'lucide-react';
import { PageHeading } from '@/components/ui/page-heading';
import { Skeleton } from '@/components/ui/skeleton';
import { spotListingMessages as c, HostsOnlyPrompt, NewSpotForm } from '@/features/host-listings';
import { useDocumentTitle } from '@/lib/document-title';
import { useSession } from '@/lib/session';

/** `/mypage/spots/new` (spec §2): the first step of the spot form; saving it creates the draft. */
export function Component() {
  const { user } = useSession();
  useDocumentTitle(c.newTitle);
  return (
    <div className="space-y-8">
      <PageHeading eyebrow={c.eyebrow} icon={<Tent className="size-4" aria-hidden />} title={c.newTitle} lead={c.formLead} />
      {!user ? (
        <Skeleton className="h-96 w-full" />
      ) : user.roles.facilityProvider ? (
        <NewSpotForm />
      ) : (
        <HostsOnlyPrompt
          icon={<Tent className="size-6" aria-hidden />}
          title={c.providersOnlyTitle}
          body={c.providersOnlyBody}
          to="/mypage/spots/to-provider"
          action={c.toProvider}
        />
      )}
    </div>
  );
}
