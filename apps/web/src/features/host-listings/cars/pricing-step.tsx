import { zodResolver } from '@hookform/resolvers/zod';
import { ExternalLink, RefreshCw } from 'lucide-react';
import { useForm, type FieldPath } from 'react-hook-form';
import { Link } from '@/components/link';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/input';
import { SelectField } from '@/components/ui/select';
import { useUserQuery } from '@/lib/user-query';
import { useUpdateCar } from '../api/cars';
import { ownerLocationsQuery } from '../api/locations';
import { carListingMessages as c } from '../messages';
import { confirmLeave } from '../shared/confirm-leave';
import { StepActions } from '../shared/step-actions';
import { StepCard, StepSkeletonBody } from '../shared/step-card';
import { fieldOfDetailPath } from '../shared/steps';
import { useStepSave } from '../shared/use-step-save';
import { pricingSchema, toPricingValues, type PricingOutput, type PricingValues } from './schemas';
import type { CarStepProps } from './step-props';

const FIELDS = [
  'locationId',
  'pricePerDay',
  'insurancePricePerDay',
  'cleaningFee',
  'minDays',
  'maxDays',
  'pickupTime',
  'returnTime',
] as const satisfies readonly FieldPath<PricingValues>[];

export const MANAGE_LOCATIONS_PATH = '/mypage/cars/manage-locations';

/** ⑤ 受け渡し場所・料金: one of the owner's locations, the prices in yen, the days and times. */
export function CarPricingStep(props: CarStepProps) {
  const locations = useUserQuery(ownerLocationsQuery);
  return (
    <StepCard step={5} title={c.stepTitles[4]} lead={c.stepLeads[4]}>
      {/* A select shows its saved value only when the option is there at mount: the locations first. */}
      {locations.isPending ? <StepSkeletonBody /> : <PricingForm {...props} />}
    </StepCard>
  );
}

function PricingForm({ car, locked, goTo, onStale }: CarStepProps) {
  const locations = useUserQuery(ownerLocationsQuery);
  const update = useUpdateCar();
  const form = useForm<PricingValues, unknown, PricingOutput>({
    resolver: zodResolver(pricingSchema),
    defaultValues: toPricingValues(car),
  });
  const errors = form.formState.errors;
  const step = useStepSave({
    form,
    save: (fields) => update.mutateAsync({ carId: car.id, ...fields }),
    valuesOf: toPricingValues,
    fieldOf: (path) => fieldOfDetailPath(path, FIELDS),
    onStale,
  });
  const yen = (name: (typeof FIELDS)[number], label: string, hint?: string) => (
    <TextField label={label} hint={hint} inputMode="numeric" error={errors[name]?.message} {...form.register(name)} />
  );
  const items = locations.data?.items ?? [];

  return (
    <form noValidate onSubmit={step.submit(() => goTo(6))} className="space-y-8">
      <fieldset disabled={locked} className="space-y-8">
        <div className="space-y-2">
          <SelectField
            label={c.pricing.location}
            placeholder={locations.isPending ? '…' : c.pricing.locationPlaceholder}
            hint={items.length === 0 && locations.isSuccess ? c.pricing.noLocations : c.pricing.locationHint}
            options={items.map((location) => ({ value: location.id, label: `${location.name}（${location.city}）` }))}
            error={errors.locationId?.message}
            {...form.register('locationId')}
          />
          <div className="flex flex-wrap items-center gap-x-4 gap-y-1">
            <Link
              to={MANAGE_LOCATIONS_PATH}
              target="_blank"
              className="inline-flex items-center gap-1.5 text-sm text-gold hover:text-gold-bright"
            >
              <ExternalLink className="size-4" aria-hidden />
              {c.pricing.addLocation}
            </Link>
            <Button
              size="sm"
              variant="ghost"
              onClick={() => void locations.refetch()}
              loading={locations.isFetching}
              icon={<RefreshCw className="size-4" aria-hidden />}
            >
              {c.pricing.reloadLocations}
            </Button>
          </div>
        </div>
        <fieldset className="space-y-4">
          <legend className="text-base font-bold">{c.pricing.prices}</legend>
          <div className="grid gap-5 sm:grid-cols-3">
            {yen('pricePerDay', c.pricing.pricePerDay, c.pricing.pricePerDayHint)}
            {yen('insurancePricePerDay', c.pricing.insurancePricePerDay, c.pricing.insuranceHint)}
            {yen('cleaningFee', c.pricing.cleaningFee, c.pricing.cleaningFeeHint)}
          </div>
        </fieldset>
        <div className="grid gap-8 sm:grid-cols-2">
          <fieldset className="space-y-3">
            <legend className="text-base font-bold">{c.pricing.period}</legend>
            <div className="grid grid-cols-2 gap-3">
              {yen('minDays', c.pricing.minDays)}
              {yen('maxDays', c.pricing.maxDays)}
            </div>
          </fieldset>
          <fieldset className="space-y-3">
            <legend className="text-base font-bold">{c.pricing.times}</legend>
            <div className="grid grid-cols-2 gap-3">
              <TextField
                label={c.pricing.pickupTime}
                type="time"
                step={900}
                error={errors.pickupTime?.message}
                {...form.register('pickupTime')}
              />
              <TextField
                label={c.pricing.returnTime}
                type="time"
                step={900}
                error={errors.returnTime?.message}
                {...form.register('returnTime')}
              />
            </div>
          </fieldset>
        </div>
      </fieldset>
      <StepActions
        onBack={() => confirmLeave(form.formState.isDirty) && goTo(4)}
        onSaveOnly={step.submit()}
        state={step.state}
        savedAt={step.savedAt}
        dirty={form.formState.isDirty}
        locked={locked}
        onNext={() => goTo(6)}
      />
    </form>
  );
}
