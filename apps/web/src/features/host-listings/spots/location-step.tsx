import { zodResolver } from '@hookform/resolvers/zod';
import { Prefecture, prefecturesOf, Region } from '@kurumatabi/contract/enums';
import { useForm, type FieldPath } from 'react-hook-form';
import { TextField } from '@/components/ui/input';
import { SelectField, type SelectOptionGroup } from '@/components/ui/select';
import { TextAreaField } from '@/components/ui/textarea';
import { useUpdateSpot } from '../api/spots';
import { spotListingMessages as s } from '../messages';
import { confirmLeave } from '../shared/confirm-leave';
import { StepActions } from '../shared/step-actions';
import { StepCard } from '../shared/step-card';
import { fieldOfDetailPath } from '../shared/steps';
import { useStepSave } from '../shared/use-step-save';
import { spotLocationSchema, toSpotLocationValues, type SpotLocationOutput, type SpotLocationValues } from './schemas';
import type { SpotStepProps } from './step-props';

const FIELDS = ['postalCode', 'prefecture', 'city', 'addressLine', 'access'] as const satisfies readonly FieldPath<SpotLocationValues>[];

const prefectureGroups: SelectOptionGroup[] = Region.values.map((region) => ({
  label: Region.labels[region],
  options: prefecturesOf(region).map((p) => ({ value: p.value, label: Prefecture.labels[p.value] })),
}));

/** ② 所在地・アクセス: postal code, prefecture, city, street and how to get there. */
export function SpotLocationStep({ spot, locked, goTo, onStale }: SpotStepProps) {
  const update = useUpdateSpot();
  const form = useForm<SpotLocationValues, unknown, SpotLocationOutput>({
    resolver: zodResolver(spotLocationSchema),
    defaultValues: toSpotLocationValues(spot),
  });
  const errors = form.formState.errors;
  const step = useStepSave({
    form,
    save: (fields) => update.mutateAsync({ spotId: spot.id, ...fields }),
    valuesOf: toSpotLocationValues,
    fieldOf: (path) => fieldOfDetailPath(path, FIELDS),
    onStale,
  });
  return (
    <StepCard step={2} title={s.stepTitles[1]} lead={s.stepLeads[1]}>
      <form noValidate onSubmit={step.submit(() => goTo(3))} className="space-y-6">
        <fieldset disabled={locked} className="space-y-5">
          <div className="grid gap-5 sm:grid-cols-[11rem_1fr]">
            <TextField
              label={s.location.postalCode}
              placeholder={s.location.postalCodePlaceholder}
              inputMode="numeric"
              autoComplete="postal-code"
              maxLength={10}
              error={errors.postalCode?.message}
              {...form.register('postalCode')}
            />
            <SelectField
              label={s.location.prefecture}
              placeholder={s.location.prefecturePlaceholder}
              options={prefectureGroups}
              error={errors.prefecture?.message}
              {...form.register('prefecture')}
            />
          </div>
          <TextField
            label={s.location.city}
            placeholder={s.location.cityPlaceholder}
            maxLength={50}
            error={errors.city?.message}
            {...form.register('city')}
          />
          <TextField
            label={s.location.addressLine}
            placeholder={s.location.addressLinePlaceholder}
            maxLength={100}
            error={errors.addressLine?.message}
            {...form.register('addressLine')}
          />
          <TextAreaField
            label={s.location.access}
            hint={s.location.accessHint}
            placeholder={s.location.accessPlaceholder}
            rows={4}
            maxLength={1000}
            error={errors.access?.message}
            {...form.register('access')}
          />
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
    </StepCard>
  );
}
