import type { PricingRulesInput } from '@kurumatabi/contract/host-rules';
import { Truck } from 'lucide-react';
import type { FieldErrors } from '../form-errors';
import { hostRulesMessages } from '../messages';
import { AddButton, NumberField, RemoveButton, removeAt, replaceAt } from './fields';

const m = hostRulesMessages.delivery;

type Bands = PricingRulesInput['deliveryBands'];

/**
 * 配車料金: a car's delivery fee by distance band, charged each way (お届け, お迎え). Checked by pricingRulesInput
 * with the rest of the form (whole km and yen, no two bands of one distance); messages at `pricing.deliveryBands.…`.
 * A new band starts 10 km past the farthest one.
 */
export function DeliveryBandsField({ value, onChange, errors }: { value: Bands; onChange: (value: Bands) => void; errors: FieldErrors }) {
  const farthest = value.reduce((km, band) => (Number.isFinite(band.upToKm) ? Math.max(km, band.upToKm) : km), 0);
  const last = value.at(-1);
  return (
    <fieldset className="space-y-3">
      <legend className="mb-2 flex items-center gap-2 text-base font-bold text-ink">
        <Truck className="size-4 text-gold" aria-hidden />
        {m.title}
      </legend>
      <p className="text-sm text-ink-soft">{m.lead}</p>
      {errors['pricing.deliveryBands'] && <p className="text-sm text-danger">{errors['pricing.deliveryBands']}</p>}
      {value.length === 0 && <p className="text-sm text-ink-muted">{m.empty}</p>}
      {value.map((band, i) => {
        const at = `pricing.deliveryBands.${i}`;
        return (
          <div
            key={i}
            data-testid="delivery-band"
            className="grid items-end gap-3 rounded-lg border border-line p-3 sm:grid-cols-[1fr_1fr_auto]"
          >
            <NumberField
              label={m.upToKm}
              value={band.upToKm}
              onChange={(upToKm) => onChange(replaceAt(value, i, { upToKm }))}
              error={errors[`${at}.upToKm`]}
            />
            <NumberField
              label={m.fee}
              value={band.fee}
              onChange={(fee) => onChange(replaceAt(value, i, { fee }))}
              error={errors[`${at}.fee`]}
            />
            <RemoveButton onClick={() => onChange(removeAt(value, i))} />
          </div>
        );
      })}
      <AddButton onClick={() => onChange([...value, { upToKm: farthest + 10, fee: last && Number.isFinite(last.fee) ? last.fee : 0 }])}>
        {m.add}
      </AddButton>
    </fieldset>
  );
}
