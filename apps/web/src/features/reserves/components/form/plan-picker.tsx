import type { SpotPlan } from '@kurumatabi/contract';
import { labelOf, PriceUnit } from '@kurumatabi/contract/enums';
import { ChevronDown } from 'lucide-react';
import { cx } from '@/lib/cx';
import { formatYen } from '@/lib/format-yen';
import { reserveMessages as m } from '../../messages';

function planTimes(plan: SpotPlan): string {
  if (plan.durationMinutes !== null) {
    const [h, min] = [Math.floor(plan.durationMinutes / 60), plan.durationMinutes % 60];
    return [h > 0 ? `${h}時間` : '', min > 0 ? `${min}分` : ''].join('');
  }
  return plan.checkInTime && plan.checkOutTime ? `${plan.checkInTime}〜${plan.checkOutTime}` : '';
}

/** The spot's plans as radio cards (price per group, people, times), then the group's size up to the plan's maximum. */
export function PlanPicker({
  plans,
  stay,
  planId,
  onPlan,
  people,
  onPeople,
  error,
}: {
  plans: readonly SpotPlan[];
  /** A Land spot: a PerDay price is per night. */
  stay: boolean;
  planId: string | null;
  onPlan: (planId: string) => void;
  people: number;
  onPeople: (people: number) => void;
  error?: string;
}) {
  const plan = plans.find((p) => p.id === planId);
  return (
    <div className="space-y-5">
      <fieldset aria-invalid={error ? true : undefined} className="space-y-2">
        <legend className="sr-only">{m.form.planHeading}</legend>
        {plans.map((p) => (
          <label
            key={p.id}
            className={cx(
              'flex cursor-pointer items-start gap-3 rounded-(--radius-card) border p-4 transition-colors duration-150',
              'has-focus-visible:outline-2 has-focus-visible:outline-offset-2 has-focus-visible:outline-gold-bright',
              p.id === planId ? 'border-gold bg-gold/10' : 'border-line bg-surface hover:border-line-strong',
            )}
          >
            <input
              type="radio"
              name="plan"
              value={p.id}
              checked={p.id === planId}
              onChange={() => onPlan(p.id)}
              className="mt-1 size-4 accent-[var(--color-gold)]"
            />
            <span className="min-w-0 flex-1">
              <span className="flex flex-wrap items-baseline justify-between gap-x-3">
                <span className="font-bold text-ink">{p.name}</span>
                <span className="tabular font-bold text-gold">
                  {m.form.planPrice(
                    formatYen(p.price),
                    stay && p.priceUnit === 'PerDay' ? m.form.perNight : labelOf(PriceUnit, p.priceUnit),
                  )}
                </span>
              </span>
              <span className="mt-1 block text-sm text-ink-soft">{m.form.planMeta(p.maxPeople, planTimes(p))}</span>
            </span>
          </label>
        ))}
        {error && <p className="text-sm text-danger">{error}</p>}
      </fieldset>
      {plan && (
        <div className="space-y-1.5">
          <label htmlFor="reserve-people" className="block text-sm font-bold text-ink-soft">
            {m.form.people}
          </label>
          <div className="relative w-32">
            <select
              id="reserve-people"
              value={Math.min(people, plan.maxPeople)}
              onChange={(event) => onPeople(Number(event.target.value))}
              className="tabular h-12 w-full appearance-none rounded-[10px] border border-line-strong bg-canvas pr-10 pl-4 text-base text-ink outline-none focus:border-gold focus:ring-2 focus:ring-gold/30"
            >
              {Array.from({ length: plan.maxPeople }, (_, i) => (
                <option key={i + 1} value={i + 1}>
                  {m.form.peopleOption(i + 1)}
                </option>
              ))}
            </select>
            <ChevronDown className="pointer-events-none absolute top-1/2 right-4 size-4 -translate-y-1/2 text-ink-muted" aria-hidden />
          </div>
          <p className="text-xs text-ink-muted">{m.form.peopleHint(plan.maxPeople)}</p>
        </div>
      )}
    </div>
  );
}
