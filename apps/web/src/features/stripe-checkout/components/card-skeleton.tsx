import { Skeleton } from '@/components/ui/skeleton';
import { stripeCheckoutMessages as m } from '../messages';

/** The Payment Element's place while Stripe.js and its fields load (the same height, said to screen readers). */
export function CardSkeleton() {
  return (
    <div role="status">
      <Skeleton className="h-36 w-full" />
      <span className="sr-only">{m.loading}</span>
    </div>
  );
}
