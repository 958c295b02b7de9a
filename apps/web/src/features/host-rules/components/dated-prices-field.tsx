import type { PricingRulesInput } from '@kurumatabi/contract/host-rules';
import type { FieldErrors } from '../form-errors';
import { hostRulesMessages } from '../messages';
import { AddButton, DateField, NumberField, RemoveButton, removeAt, replaceAt } from './fields';

const a = hostRulesMessages.availability;
const p = hostRulesMessages.pricing;

type DatedPrices = PricingRulesInput['overrides'];

/**
 * 特定日の料金: dated price overrides (a day or a range, one price for each of its days), first in the contract's
 * order (ADR 0055). Checked by pricingRulesInput with the rest of the form; its messages sit at `pricing.overrides.…`.
 */
export function DatedPricesField({
  value,
  onChange,
  errors,
  today,
  basePrice,
}: {
  value: DatedPrices;
  onChange: (value: DatedPrices) => void;
  errors: FieldErrors;
  today: string;
  basePrice: number;
}) {
  return (
    <div className="space-y-3" role="group" aria-labelledby="dated-prices-title">
      <h3 id="dated-prices-title" className="text-base font-bold text-ink">
        {p.dated}
      </h3>
      <p className="text-sm text-ink-soft">{p.datedLead}</p>
      {errors['pricing.overrides'] && <p className="text-sm text-danger">{errors['pricing.overrides']}</p>}
      {value.length === 0 && <p className="text-sm text-ink-muted">{p.datedEmpty}</p>}
      {value.map((row, i) => {
        const at = `pricing.overrides.${i}`;
        return (
          <div
            key={i}
            data-testid="dated-price"
            className="grid items-end gap-3 rounded-lg border border-line p-3 sm:grid-cols-[1fr_1fr_1fr_auto]"
          >
            <DateField
              label={a.from}
              value={row.from}
              onChange={(from) => onChange(replaceAt(value, i, { from }))}
              error={errors[`${at}.from`]}
            />
            <DateField label={a.to} value={row.to} onChange={(to) => onChange(replaceAt(value, i, { to }))} error={errors[`${at}.to`]} />
            <NumberField
              label={p.datedPrice}
              value={row.price}
              onChange={(price) => onChange(replaceAt(value, i, { price }))}
              error={errors[`${at}.price`]}
            />
            <RemoveButton onClick={() => onChange(removeAt(value, i))} />
          </div>
        );
      })}
      <AddButton onClick={() => onChange([...value, { from: today, to: today, price: basePrice }])}>{p.addDated}</AddButton>
    </div>
  );
}
