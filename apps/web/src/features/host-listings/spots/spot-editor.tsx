import { ApiError } from '@kurumatabi/contract/client';
import { ArrowLeft } from 'lucide-react';
import { useSearchParams } from 'react-router';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { LinkButton } from '@/components/ui/link-button';
import { Skeleton } from '@/components/ui/skeleton';
import { Stepper } from '@/components/ui/stepper';
import { useUserQuery } from '@/lib/user-query';
import { ownedSpotQuery } from '../api/spots';
import { spotListingMessages as c, listingMessages as m } from '../messages';
import { LockBanner } from '../shared/lock-banner';
import { stepFromSearch } from '../shared/steps';
import { SpotBasicStep } from './basic-step';
import { SpotFacilitiesStep } from './facilities-step';
import { SpotLocationStep } from './location-step';
import { SpotPhotosStep } from './photos-step';
import { SpotPlansStep } from './plans-step';
import { SpotSubmitStep } from './submit-step';
import { SPOT_STEP_COUNT } from './steps';
import type { SpotStepProps } from './step-props';

export const SPOT_MANAGE_PATH = '/mypage/spots/manage';

const steps = [SpotBasicStep, SpotLocationStep, SpotFacilitiesStep, SpotPhotosStep, SpotPlansStep, SpotSubmitStep] as const;

/** `mypage/spots/new`: the first step only; saving it creates the draft and moves to its edit page. */
export function NewSpotForm() {
  return (
    <div className="space-y-6">
      <Stepper steps={c.stepNames} current={0} />
      <SpotBasicStep spot={null} locked={false} goTo={() => undefined} onStale={() => undefined} />
    </div>
  );
}

/** `mypage/spots/edit/:spotId`: the six steps (the current one in `?step=`), the state banner, the lock under verification. */
export function SpotEditForm({ spotId }: { spotId: string }) {
  const query = useUserQuery(ownedSpotQuery(spotId));
  const [searchParams, setSearchParams] = useSearchParams();
  const step = stepFromSearch(searchParams, SPOT_STEP_COUNT);

  if (query.isPending) return <EditorSkeleton />;
  if (query.isError) {
    const missing = query.error instanceof ApiError && ['SPOT_NOT_FOUND', 'VALIDATION_FAILED'].includes(query.error.code);
    return (
      <Alert tone="error">
        <p>{missing ? c.notFound : c.loadFailed}</p>
        {missing ? (
          <LinkButton to={SPOT_MANAGE_PATH} size="sm" variant="outline" className="mt-3">
            {c.backToList}
          </LinkButton>
        ) : (
          <Button size="sm" variant="outline" className="mt-3" onClick={() => void query.refetch()}>
            {m.retry}
          </Button>
        )}
      </Alert>
    );
  }

  const spot = query.data;
  const goTo = (next: number) => setSearchParams(next > 1 ? { step: String(next) } : {});
  const props: SpotStepProps = {
    spot,
    locked: spot.verificationStatus === 'VerificationRequest',
    goTo,
    onStale: () => void query.refetch(),
  };
  const Step = steps[step - 1] ?? SpotBasicStep;
  return (
    <div className="space-y-6">
      <Stepper steps={c.stepNames} current={step - 1} onStepClick={(index) => goTo(index + 1)} />
      <LockBanner status={spot.verificationStatus} rejectionReason={spot.rejectionReason} revision={spot.revision} />
      <Step key={`${spot.id}-${step}`} {...props} />
      <LinkButton to={SPOT_MANAGE_PATH} variant="ghost" size="sm" icon={<ArrowLeft className="size-4" aria-hidden />}>
        {c.backToList}
      </LinkButton>
    </div>
  );
}

function EditorSkeleton() {
  return (
    <div role="status" aria-label={m.loading} className="space-y-6">
      <Skeleton className="h-14 w-full" />
      <Skeleton className="h-96 w-full" />
    </div>
  );
}
