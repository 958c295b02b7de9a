import type { ReactNode } from 'react';
import { ArrowLeft, SlidersHorizontal } from 'lucide-react';
import { LinkButton } from '@/components/ui/link-button';
import { PageHeading } from '@/components/ui/page-heading';
import { hostRulesMessages as m } from '../messages';
import { CouponsPanel } from './coupons-panel';
import { ListingRulesPanel } from './listing-rules-panel';

/**
 * A rules page (a car's or a spot plan's): the way back, the heading, then the rules with their year of prices and
 * the host's coupons. The page wraps the panels in its gate (who may see them: another feature's, composed by the page).
 */
export function RulesPage({
  kind,
  id,
  backTo,
  eyebrow,
  gate,
}: {
  kind: 'car' | 'spotPlan';
  id: string;
  backTo: string;
  eyebrow: string;
  gate: (panels: ReactNode) => ReactNode;
}) {
  const listingKind = kind === 'car' ? 'car' : 'spot';
  return (
    <div className="space-y-8">
      <LinkButton to={backTo} size="sm" variant="ghost" icon={<ArrowLeft className="size-4" aria-hidden />}>
        {m.back[listingKind]}
      </LinkButton>
      <PageHeading eyebrow={eyebrow} icon={<SlidersHorizontal className="size-4" aria-hidden />} title={m.title} lead={m.lead} />
      {gate(
        <div className="space-y-12">
          <ListingRulesPanel key={id} kind={kind} id={id} />
          <CouponsPanel />
        </div>,
      )}
    </div>
  );
}
