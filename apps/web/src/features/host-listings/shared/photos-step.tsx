import { zodResolver } from '@hookform/resolvers/zod';
import { listingPhoto, listingPhotoIds, MAX_LISTING_PHOTOS, type ListingPhoto } from '@kurumatabi/contract';
import { Controller, useForm, type Resolver } from 'react-hook-form';
import { z } from '@/lib/zod';
import { PhotosField } from '@/components/ui/photos-field';
import { uploadPublicImageFile } from '@/lib/upload-image';
import { confirmLeave } from './confirm-leave';
import { StepActions } from './step-actions';
import { StepCard } from './step-card';
import { useStepSave } from './use-step-save';

/** The photos as the field holds them; the update call takes their ids in order. */
export const photosSchema = z.object({
  photos: z
    .array(listingPhoto)
    .transform((photos) => photos.map((photo) => photo.id))
    .pipe(listingPhotoIds),
});
type PhotosValues = { photos: ListingPhoto[] };
type PhotosOutput = z.output<typeof photosSchema>;

/**
 * ④ 写真 of both listing forms: several public uploads with progress, in order (the first is the
 * cover). The car and spot steps give their photos, their update call and their copy.
 */
export function PhotosStep({
  photos,
  save,
  locked,
  goTo,
  onStale,
  messages,
}: {
  photos: ListingPhoto[];
  /** The listing's update call with the photo ids; answers the saved listing. */
  save: (photoIds: string[]) => Promise<{ photos: ListingPhoto[] }>;
  locked: boolean;
  goTo: (step: number) => void;
  onStale: () => void;
  messages: { title: string; lead: string; label: string; requiredNote: string };
}) {
  const form = useForm<PhotosValues, unknown, PhotosOutput>({
    resolver: zodResolver(photosSchema) as Resolver<PhotosValues, unknown, PhotosOutput>,
    defaultValues: { photos },
  });
  const step = useStepSave({
    form,
    save: (output) => save(output.photos),
    valuesOf: (saved) => ({ photos: saved.photos }),
    fieldOf: (path) => (path.startsWith('photoIds') ? 'photos' : null),
    onStale,
  });
  return (
    <StepCard step={4} title={messages.title} lead={messages.lead}>
      <form noValidate onSubmit={step.submit(() => goTo(5))} className="space-y-6">
        <Controller
          control={form.control}
          name="photos"
          render={({ field }) => (
            <PhotosField
              label={messages.label}
              value={field.value}
              onChange={field.onChange}
              upload={uploadPublicImageFile}
              max={MAX_LISTING_PHOTOS}
              error={form.formState.errors.photos?.message ?? form.formState.errors.photos?.root?.message}
              disabled={locked}
            />
          )}
        />
        <p className="text-sm text-ink-muted">{messages.requiredNote}</p>
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
