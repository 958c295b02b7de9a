import { ShareClosing } from './share-closing';
import { ShareContractPoints } from './share-contract-points';
import { ShareInterviews } from './share-interviews';
import { ShareSteps } from './share-steps';
import { ShareTrust } from './share-trust';

/** Everything below the earnings examples: one section whose code comes as the reader scrolls near it (ADR 0030). */
export default function ShareMore() {
  return (
    <>
      <ShareSteps />
      <ShareTrust />
      <ShareContractPoints />
      <ShareInterviews />
      <ShareClosing />
    </>
  );
}
