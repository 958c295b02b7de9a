import { useUpdateCar } from '../api/cars';
import { carListingMessages as c } from '../messages';
import { PhotosStep } from '../shared/photos-step';
import type { CarStepProps } from './step-props';

/** ④ 写真 of the car form (the shared photos step with the car's update call). */
export function CarPhotosStep({ car, locked, goTo, onStale }: CarStepProps) {
  const update = useUpdateCar();
  return (
    <PhotosStep
      photos={car.photos}
      save={(photoIds) => update.mutateAsync({ carId: car.id, photoIds })}
      locked={locked}
      goTo={goTo}
      onStale={onStale}
      messages={{ title: c.stepTitles[3], lead: c.stepLeads[3], label: c.photos.label, requiredNote: c.photos.requiredNote }}
    />
  );
}
