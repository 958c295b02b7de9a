import { useUpdateSpot } from '../api/spots';
import { spotListingMessages as s } from '../messages';
import { PhotosStep } from '../shared/photos-step';
import type { SpotStepProps } from './step-props';

/** ④ 写真 of the spot form (the shared photos step with the spot's update call). */
export function SpotPhotosStep({ spot, locked, goTo, onStale }: SpotStepProps) {
  const update = useUpdateSpot();
  return (
    <PhotosStep
      photos={spot.photos}
      save={(photoIds) => update.mutateAsync({ spotId: spot.id, photoIds })}
      locked={locked}
      goTo={goTo}
      onStale={onStale}
      messages={{ title: s.stepTitles[3], lead: s.stepLeads[3], label: s.photos.label, requiredNote: s.photos.requiredNote }}
    />
  );
}
