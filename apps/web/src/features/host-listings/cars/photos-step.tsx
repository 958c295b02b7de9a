import { zodResolver } from '@hookform/resolvers/zod';
import { MAX_LISTING_PHOTOS } from '@kurumatabi/contract';
import { Controller, useForm, type Resolver } from 'react-hook-form';
import { PhotosField } from '@/components/ui/photos-field';
import { uploadPublicImageFile } from '@/lib/upload-image';
import { useUpdateCar } from '../api/cars';
import { carListingMessages as c } from '../messages';
import { confirmLeave } from '../shared/confirm-leave';
import { StepActions } from '../shared/step-actions';
import { StepCard } from '../shared/step-card';
import { useStepSave } from '../shared/use-step-save';
import { photosSchema, type PhotosOutput, type PhotosValues } from './schemas';
import type { CarStepProps } from './step-props';

/** ④ 写真: several public uploads with progress, in order (the first is the cover). */
export function CarPhotosStep({ car, locked, goTo, onStale }: CarStepProps) {
  const update = useUpdateCar();
  const form = useForm<PhotosValues, unknown, PhotosOutput>({
    resolver: zodResolver(photosSchema) as Resolver<PhotosValues, unknown, PhotosOutput>,
    defaultValues: { photos: car.photos },
  });
  const step = useStepSave({
    form,
    save: ({ photos }) => update.mutateAsync({ carId: car.id, photoIds: photos }),
    valuesOf: (saved) => ({ photos: saved.photos }),
    fieldOf: (path) => (path.startsWith('photoIds') ? 'photos' : null),
    onStale,
  });
  return (
    <StepCard step={4} title={c.stepTitles[3]} lead={c.stepLeads[3]}>
      <form noValidate onSubmit={step.submit(() => goTo(5))} className="space-y-6">
        <Controller
          control={form.control}
          name="photos"
          render={({ field }) => (
            <PhotosField
              label={c.photos.label}
              value={field.value}
              onChange={field.onChange}
              upload={uploadPublicImageFile}
              max={MAX_LISTING_PHOTOS}
              error={form.formState.errors.photos?.message ?? form.formState.errors.photos?.root?.message}
              disabled={locked}
            />
          )}
        />
        <p className="text-sm text-ink-muted">{c.photos.requiredNote}</p>
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
