import { ApiError } from '@kurumatabi/contract/client';
import { ArrowLeft } from 'lucide-react';
import { useSearchParams } from 'react-router';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { LinkButton } from '@/components/ui/link-button';
import { Skeleton } from '@/components/ui/skeleton';
import { Stepper } from '@/components/ui/stepper';
import { useUserQuery } from '@/lib/user-query';
import { ownedCarQuery } from '../api/cars';
import { carListingMessages as c, listingMessages as m } from '../messages';
import { LockBanner } from '../shared/lock-banner';
import { stepFromSearch } from '../shared/steps';
import { CarBasicStep } from './basic-step';
import { CarEquipmentStep } from './equipment-step';
import { CarPhotosStep } from './photos-step';
import { CarPricingStep } from './pricing-step';
import { CarSubmitStep } from './submit-step';
import { CarSpecsStep } from './specs-step';
import { CAR_STEP_COUNT } from './steps';
import type { CarStepProps } from './step-props';

export const CAR_MANAGE_PATH = '/mypage/cars/manage';

const steps = [CarBasicStep, CarSpecsStep, CarEquipmentStep, CarPhotosStep, CarPricingStep, CarSubmitStep] as const;

/** `mypage/cars/new`: the first step only; saving it creates the draft and moves to its edit page. */
export function NewCarForm() {
  return (
    <div className="space-y-6">
      <Stepper steps={c.stepNames} current={0} />
      <CarBasicStep car={null} locked={false} goTo={() => undefined} onStale={() => undefined} />
    </div>
  );
}

/** `mypage/cars/edit/:carId`: the six steps (the current one in `?step=`), the state banner, the lock under verification. */
export function CarEditForm({ carId }: { carId: string }) {
  const query = useUserQuery(ownedCarQuery(carId));
  const [searchParams, setSearchParams] = useSearchParams();
  const step = stepFromSearch(searchParams, CAR_STEP_COUNT);

  if (query.isPending) return <EditorSkeleton />;
  if (query.isError) {
    const missing = query.error instanceof ApiError && ['CAR_NOT_FOUND', 'VALIDATION_FAILED'].includes(query.error.code);
    return (
      <Alert tone="error">
        <p>{missing ? c.notFound : c.loadFailed}</p>
        {missing ? (
          <LinkButton to={CAR_MANAGE_PATH} size="sm" variant="outline" className="mt-3">
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

  const car = query.data;
  const goTo = (next: number) => setSearchParams(next > 1 ? { step: String(next) } : {});
  const props: CarStepProps = {
    car,
    locked: car.verificationStatus === 'VerificationRequest',
    goTo,
    onStale: () => void query.refetch(),
  };
  const Step = steps[step - 1] ?? CarBasicStep;
  return (
    <div className="space-y-6">
      <Stepper steps={c.stepNames} current={step - 1} onStepClick={(index) => goTo(index + 1)} />
      <LockBanner status={car.verificationStatus} rejectionReason={car.rejectionReason} revision={car.revision} />
      <Step key={`${car.id}-${step}`} {...props} />
      <LinkButton to={CAR_MANAGE_PATH} variant="ghost" size="sm" icon={<ArrowLeft className="size-4" aria-hidden />}>
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
