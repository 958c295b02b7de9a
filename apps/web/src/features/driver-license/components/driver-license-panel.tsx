import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { useUserQuery } from '@/lib/user-query';
import { ownDriverLicenseQuery } from '../api/show-driver-license';
import { driverLicenseMessages as m } from '../messages';
import { DriverLicenseForm } from './driver-license-form';
import { LicenseStatusCard } from './license-status-card';
import { ReturnToBooking } from './return-to-booking';
import { SubmittedLicense } from './submitted-license';

/**
 * The licence screen's body: the status, then the form — or, while under verification, what was sent
 * (it cannot be edited until the operator decides). Sent from a car's page or form (`returnTo`, a
 * checked path of this site), the way back comes right under the status.
 */
export function DriverLicensePanel({ returnTo = null }: { returnTo?: string | null }) {
  const query = useUserQuery(ownDriverLicenseQuery);
  const refetch = () => void query.refetch();

  if (query.isPending) return <PanelSkeleton />;
  if (query.isError) {
    return (
      <Alert tone="error">
        <p>{m.loadFailed}</p>
        <Button size="sm" variant="outline" className="mt-3" onClick={refetch}>
          {m.retry}
        </Button>
      </Alert>
    );
  }
  const licence = query.data;
  return (
    <div className="space-y-6">
      <LicenseStatusCard licence={licence} />
      {returnTo && <ReturnToBooking to={returnTo} saved={licence !== null} />}
      {licence?.status === 'VerificationRequest' ? (
        <SubmittedLicense licence={licence} onPhotosExpired={refetch} />
      ) : (
        // A new form after each save or decision, so its starting values are the saved ones.
        <DriverLicenseForm key={licence?.updatedAt ?? 'new'} licence={licence} onPhotosExpired={refetch} onStale={refetch} />
      )}
    </div>
  );
}

function PanelSkeleton() {
  return (
    <div role="status" aria-label={m.loading} className="space-y-6">
      <Card className="space-y-4 p-5 sm:p-6">
        <div className="flex justify-between">
          <Skeleton className="h-6 w-28" />
          <Skeleton className="h-7 w-24 rounded-full" />
        </div>
        <Skeleton className="h-4 w-full" />
      </Card>
      <Card className="space-y-5 p-5 sm:p-8">
        <Skeleton className="h-6 w-32" />
        <Skeleton className="h-12 w-full sm:max-w-sm" />
        <Skeleton className="h-12 w-full" />
        <Skeleton className="h-12 w-full sm:max-w-xs" />
        <div className="grid gap-6 sm:grid-cols-2">
          <Skeleton className="aspect-[85.6/54] w-full" />
          <Skeleton className="aspect-[85.6/54] w-full" />
        </div>
      </Card>
    </div>
  );
}
