import { Clock, Users } from 'lucide-react';
import type { SpotPlan } from '@kurumatabi/contract';
import { labelOf, PriceUnit } from '@kurumatabi/contract/enums';
import { Tag } from '@/components/ui/tag';
import { formatYen } from '@/lib/format-yen';
import type { SpotDetailView } from '../../api/keys';
import { detailMessages } from './detail-messages';
import { factsMessages } from './facts-messages';
import { Section } from './detail-parts';
import { NameChips, OptionTable, RuleList } from './listing-facts';

const d = detailMessages;
const f = factsMessages;

/** `15:00〜10:00` for a stay, `1時間30分` for an activity. */
function planTimes(plan: SpotPlan): { label: string; value: string }[] {
  if (plan.durationMinutes !== null) return [{ label: f.duration, value: f.durationValue(plan.durationMinutes) }];
  return [
    ...(plan.checkInTime ? [{ label: f.checkIn, value: plan.checkInTime }] : []),
    ...(plan.checkOutTime ? [{ label: f.checkOut, value: plan.checkOutTime }] : []),
  ];
}

function PlanCard({ plan }: { plan: SpotPlan }) {
  return (
    <li className="rounded-(--radius-card) border border-line bg-surface p-5">
      <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
        <h3 className="font-bold text-ink">{plan.name}</h3>
        <p className="tabular">
          <span className="text-lg font-bold text-gold">{formatYen(plan.price)}</span>
          <span className="ml-1 text-sm text-ink-muted">{labelOf(PriceUnit, plan.priceUnit)}</span>
        </p>
      </div>
      {plan.description && <p className="mt-2 text-sm leading-relaxed whitespace-pre-line text-ink-soft">{plan.description}</p>}
      <div className="mt-3 flex flex-wrap gap-2">
        <Tag icon={<Users aria-hidden />}>{d.planMaxPeople(plan.maxPeople)}</Tag>
        <Tag>{f.planCapacity(plan.capacityPerDay)}</Tag>
        {planTimes(plan).map((time) => (
          <Tag key={time.label} icon={<Clock aria-hidden />}>
            {time.label} {time.value}
          </Tag>
        ))}
      </div>
    </li>
  );
}

/** A spot's plans and paid services, facilities, surroundings, rules and access: read, never pressed (deferred-facts.tsx). */
export function SpotFacts({ spot }: { spot: SpotDetailView }) {
  return (
    <>
      <Section title={f.plans}>
        <ul className="space-y-3">
          {spot.plans.map((plan) => (
            <PlanCard key={plan.id} plan={plan} />
          ))}
        </ul>
        {spot.options.length > 0 && (
          <div className="mt-6">
            <h3 className="text-base font-bold text-ink">{f.paidServices}</h3>
            <OptionTable options={spot.options.map((o) => ({ name: o.name, price: o.price, unit: labelOf(PriceUnit, o.priceUnit) }))} />
          </div>
        )}
      </Section>
      <Section title={f.spotFacilities}>
        <NameChips names={spot.basicFacilities.map((f) => f.name)} />
      </Section>
      <Section title={f.surrounding}>
        <NameChips names={spot.surroundingFacilities.map((f) => f.name)} />
      </Section>
      <Section title={f.rules}>
        <RuleList names={spot.rules.map((r) => r.name)} />
      </Section>
      {spot.access && (
        <Section title={f.access}>
          <p className="leading-loose whitespace-pre-line text-ink-soft">{spot.access}</p>
        </Section>
      )}
    </>
  );
}
