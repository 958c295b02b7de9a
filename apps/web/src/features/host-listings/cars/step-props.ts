import type { OwnedCar } from '@kurumatabi/contract';

/** What every step after the first gets from the form's frame. */
export interface CarStepProps {
  car: OwnedCar;
  /** Under verification: fields read-only, nothing saved. */
  locked: boolean;
  goTo: (step: number) => void;
  /** The car changed state elsewhere: load it again. */
  onStale: () => void;
}
