import { Tent } from 'lucide-react';
import { PageHeading } from '@/components/ui/page-heading';
import { Skeleton } from '@/components/ui/skeleton';
import { SpotManager, spotListingMessages as c, HostsOnlyPrompt } from '@/features/host-listings';
import { useDocumentTitle } from '@/lib/document-title';
import { useSession } from '@/lib/session';

/** `/mypage/spots/manage` (spec §2): the provider's spots; others are shown the way to become a provider. */
export function Component() {
  const { user } = useSession();
  useDocumentTitle(c.manageTitle);
  return (
    <div className="space-y-8">
      <PageHeading eyebrow={c.eyebrow} icon={<Tent className="size-4" aria-hidden />} title={c.manageTitle} lead={c.manageLead} />
      {!user ? (
        <Skeleton className="h-40 w-full" />
      ) : user.roles.facilityProvider ? (
        <SpotManager />
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
