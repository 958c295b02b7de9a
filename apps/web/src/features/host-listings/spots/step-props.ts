import type { OwnedSpot } from '@kurumatabi/contract';

/** What every step after the first gets from the form's frame. */
export interface SpotStepProps {
  spot: OwnedSpot;
  locked: boolean;
  goTo: (step: number) => void;
  onStale: () => void;
}
