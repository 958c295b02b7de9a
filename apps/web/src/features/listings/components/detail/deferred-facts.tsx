import { SkeletonText } from '@/components/ui/skeleton';
import { lazyWhenVisible } from '@/lib/lazy-when-visible';

/**
 * A listing's facts (prices, specs, plans, equipment, rules) have nothing to press: a page the server rendered
 * keeps their markup, and their code comes only if the browser renders them (a navigation, new data), not for
 * being seen (ADR 0056). The wrapper spaces them as the column around it does.
 */
const options = {
  fallback: <SkeletonText lines={8} className="border-t border-line pt-8" />,
  className: 'space-y-8',
  until: 'changed',
} as const;

export const DeferredCarFacts = lazyWhenVisible('car-facts', () => import('./car-facts').then((module) => module.CarFacts), options);

export const DeferredSpotFacts = lazyWhenVisible('spot-facts', () => import('./spot-facts').then((module) => module.SpotFacts), options);
