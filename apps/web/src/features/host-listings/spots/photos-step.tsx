import { zodResolver } from '@hookform/resolvers/zod';
import { MAX_LISTING_PHOTOS } from '@kurumatabi/contract';
import { Controller, useForm, type Resolver } from 'react-hook-form';
import { PhotosField } from '@/components/ui/photos-field';
import { uploadPublicImageFile } from '@/lib/upload-image';
import { useUpdateSpot } from '../api/spots';
import { spotListingMessages as s } from '../messages';
import { confirmLeave } from '../shared/confirm-leave';
import { StepActions } from '../shared/step-actions';
import { StepCard } from '../shared/step-card';
import { useStepSave } from '../shared/use-step-save';
import { spotPhotosSchema, type SpotPhotosOutput, type SpotPhotosValues } from './schemas';
import type { SpotStepProps } from './step-props';

/** ④ 写真: several public uploads with progress, in order (the first is the cover). */
export function SpotPhotosStep({ spot, locked, goTo, onStale }: SpotStepProps) {
  const update = useUpdateSpot();
  const form = useForm<SpotPhotosValues, unknown, SpotPhotosOutput>({
    resolver: zodResolver(spotPhotosSchema) as Resolver<SpotPhotosValues, unknown, SpotPhotosOutput>,
    defaultValues: { photos: spot.photos },
  });
  const step = useStepSave({
    form,
    save: ({ photos }) => update.mutateAsync({ spotId: spot.id, photoIds: photos }),
    valuesOf: (saved) => ({ photos: saved.photos }),
    fieldOf: (path) => (path.startsWith('photoIds') ? 'photos' : null),
    onStale,
  });
  return (
    <StepCard step={4} title={s.stepTitles[3]} lead={s.stepLeads[3]}>
      <form noValidate onSubmit={step.submit(() => goTo(5))} className="space-y-6">
        <Controller
          control={form.control}
          name="photos"
          render={({ field }) => (
            <PhotosField
              label={s.photos.label}
              value={field.value}
              onChange={field.onChange}
              upload={uploadPublicImageFile}
              max={MAX_LISTING_PHOTOS}
              error={form.formState.errors.photos?.message ?? form.formState.errors.photos?.root?.message}
              disabled={locked}
            />
          )}
        />
        <p className="text-sm text-ink-muted">{s.photos.requiredNote}</p>
        <StepActions
          onBack={() => confirmLeave(form.formState.isDirty) && goTo(3)}
          onSaveOnly={step.submit()}
          state={step.state}
          savedAt={step.savedAt}
          dirty={form.formState.isDirty}
          locked={locked}
          onNext={() => goTo(5)}
        />
      </form>
    </StepCard>
  );
}
