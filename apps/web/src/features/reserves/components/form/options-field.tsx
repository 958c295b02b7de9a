import { MAX_OPTION_QUANTITY, type ChosenOption, type OfferedOption } from '@kurumatabi/contract';
import { labelOf, PriceUnit } from '@kurumatabi/contract/enums';
import { ChevronDown } from 'lucide-react';
import { formatYen } from '@/lib/format-yen';
import { reserveMessages as m } from '../../messages';

/** The chosen quantities by option id; an option at 0 is not taken. */
export type Quantities = Record<string, number>;

/** The options to send: those taken, in the listing's order. */
export function chosenOptions(offered: readonly OfferedOption[], quantities: Quantities): ChosenOption[] {
  return offered
    .filter((option) => (quantities[option.id] ?? 0) > 0)
    .map((option) => ({ additionalFacilityId: option.id, quantity: quantities[option.id] ?? 0 }));
}

/** The listing's paid options, each with its price and a quantity from 0 (not taken) to the API's maximum. */
export function OptionsField({
  options,
  quantities,
  onChange,
}: {
  options: readonly OfferedOption[];
  quantities: Quantities;
  onChange: (next: Quantities) => void;
}) {
  return (
    <section aria-labelledby="options-heading" className="space-y-3 border-t border-line pt-6">
      <h2 id="options-heading" className="text-lg font-bold text-ink">
        {m.form.optionsHeading}
      </h2>
      {options.length === 0 ? (
        <p className="text-sm text-ink-muted">{m.form.noOptions}</p>
      ) : (
        <>
          <p className="text-sm text-ink-soft">{m.form.optionsLead}</p>
          <ul className="divide-y divide-line/60 rounded-(--radius-card) border border-line">
            {options.map((option) => (
              <li key={option.id} className="flex items-center justify-between gap-3 px-4 py-3">
                <div className="min-w-0">
                  <p className="font-bold text-ink">{option.name}</p>
                  <p className="tabular text-sm text-ink-soft">
                    {m.form.optionPrice(formatYen(option.price), labelOf(PriceUnit, option.priceUnit))}
                  </p>
                </div>
                <div className="relative shrink-0">
                  <select
                    aria-label={m.form.optionQuantity(option.name)}
                    value={quantities[option.id] ?? 0}
                    onChange={(event) => onChange({ ...quantities, [option.id]: Number(event.target.value) })}
                    className="tabular h-11 w-20 appearance-none rounded-[10px] border border-line-strong bg-canvas pr-8 pl-4 text-base text-ink outline-none focus:border-gold focus:ring-2 focus:ring-gold/30"
                  >
                    {Array.from({ length: MAX_OPTION_QUANTITY + 1 }, (_, n) => (
                      <option key={n} value={n}>
                        {n}
                      </option>
                    ))}
                  </select>
                  <ChevronDown
                    className="pointer-events-none absolute top-1/2 right-3 size-4 -translate-y-1/2 text-ink-muted"
                    aria-hidden
                  />
                </div>
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}
