import { zodResolver } from '@hookform/resolvers/zod';
import { useQuery } from '@tanstack/react-query';
import { CarSizeClass, DoorCount, FuelType, SteeringSide, Transmission } from '@kurumatabi/contract/enums';
import { useForm, type FieldPath } from 'react-hook-form';
import { TextField } from '@/components/ui/input';
import { SelectField } from '@/components/ui/select';
import { useSession } from '@/lib/session';
import { carKindsQuery, useUpdateCar } from '../api/cars';
import { carListingMessages as c } from '../messages';
import { confirmLeave } from '../shared/confirm-leave';
import { StepActions } from '../shared/step-actions';
import { StepCard, StepSkeletonBody } from '../shared/step-card';
import { fieldOfDetailPath } from '../shared/steps';
import { useStepSave } from '../shared/use-step-save';
import { specsSchema, toSpecsValues, type SpecsOutput, type SpecsValues } from './schemas';
import type { CarStepProps } from './step-props';

const FIELDS = [
  'carKindId',
  'sizeClass',
  'doorCount',
  'steeringSide',
  'transmission',
  'fuelType',
  'seats',
  'sleepingCapacity',
  'lengthMm',
  'widthMm',
  'heightMm',
  'modelYear',
] as const satisfies readonly FieldPath<SpecsValues>[];

const optionsOf = <T extends string>(e: { values: readonly T[]; labels: Record<T, string> }) =>
  e.values.map((value) => ({ value, label: e.labels[value] }));

/** ② 車両情報: kind, size class, doors, steering, transmission, fuel, seats, beds, size, year (prefilled from the grade). */
export function CarSpecsStep(props: CarStepProps) {
  const { authenticated } = useSession();
  const kinds = useQuery({ ...carKindsQuery, enabled: authenticated });
  return (
    <StepCard step={2} title={c.stepTitles[1]} lead={c.stepLeads[1]}>
      {/* The kinds first: a select shows its saved value only when the option is there at mount. */}
      {kinds.isPending ? <StepSkeletonBody /> : <SpecsForm {...props} kinds={kinds.data?.items ?? []} />}
    </StepCard>
  );
}

function SpecsForm({ car, locked, goTo, onStale, kinds }: CarStepProps & { kinds: readonly { id: string; name: string }[] }) {
  const update = useUpdateCar();
  const form = useForm<SpecsValues, unknown, SpecsOutput>({ resolver: zodResolver(specsSchema), defaultValues: toSpecsValues(car) });
  const errors = form.formState.errors;
  const step = useStepSave({
    form,
    save: (fields) => update.mutateAsync({ carId: car.id, ...fields }),
    valuesOf: toSpecsValues,
    fieldOf: (path) => fieldOfDetailPath(path, FIELDS),
    onStale,
  });
  const number = (name: (typeof FIELDS)[number], label: string, extra?: { placeholder?: string; hint?: string }) => (
    <TextField label={label} inputMode="numeric" error={errors[name]?.message} {...extra} {...form.register(name)} />
  );

  return (
    <form noValidate onSubmit={step.submit(() => goTo(3))} className="space-y-6">
      <fieldset disabled={locked} className="space-y-6">
        <div className="grid gap-5 sm:grid-cols-2">
          <SelectField
            label={c.specs.carKind}
            placeholder={c.specs.carKindNone}
            options={kinds.map((kind) => ({ value: kind.id, label: kind.name }))}
            error={errors.carKindId?.message}
            {...form.register('carKindId')}
          />
          <SelectField
            label={c.specs.sizeClass}
            options={optionsOf(CarSizeClass)}
            error={errors.sizeClass?.message}
            {...form.register('sizeClass')}
          />
          <SelectField
            label={c.specs.transmission}
            options={optionsOf(Transmission)}
            error={errors.transmission?.message}
            {...form.register('transmission')}
          />
          <SelectField
            label={c.specs.fuelType}
            options={optionsOf(FuelType)}
            error={errors.fuelType?.message}
            {...form.register('fuelType')}
          />
          <SelectField
            label={c.specs.steeringSide}
            options={optionsOf(SteeringSide)}
            error={errors.steeringSide?.message}
            {...form.register('steeringSide')}
          />
          <SelectField
            label={c.specs.doorCount}
            options={optionsOf(DoorCount)}
            error={errors.doorCount?.message}
            {...form.register('doorCount')}
          />
        </div>
        <div className="grid grid-cols-2 gap-5">
          {number('seats', c.specs.seats)}
          {number('sleepingCapacity', c.specs.sleepingCapacity, { hint: c.specs.sleepingHint })}
        </div>
        <fieldset className="space-y-3">
          <legend className="text-sm font-bold text-ink-soft">{c.specs.dimensions}</legend>
          <p className="text-xs text-ink-muted">{c.specs.dimensionsHint}</p>
          <div className="grid grid-cols-3 gap-3">
            {number('lengthMm', c.specs.lengthMm, { placeholder: '4840' })}
            {number('widthMm', c.specs.widthMm, { placeholder: '1880' })}
            {number('heightMm', c.specs.heightMm, { placeholder: '2105' })}
          </div>
        </fieldset>
        <div className="sm:max-w-56">{number('modelYear', c.specs.modelYear, { placeholder: c.specs.modelYearPlaceholder })}</div>
      </fieldset>
      <StepActions
        onBack={() => confirmLeave(form.formState.isDirty) && goTo(1)}
        onSaveOnly={step.submit()}
        state={step.state}
        savedAt={step.savedAt}
        dirty={form.formState.isDirty}
        locked={locked}
        onNext={() => goTo(3)}
      />
    </form>
  );
}
