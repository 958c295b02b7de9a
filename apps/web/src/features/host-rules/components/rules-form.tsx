import { useMemo, useState, type FormEvent } from 'react';
import { japanDay, type ListingRules } from '@kurumatabi/contract';
import { availabilityRulesInput, pricingRulesInput, type PricingRules } from '@kurumatabi/contract/host-rules';
import { Plus } from 'lucide-react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Checkbox } from '@/components/ui/checkbox';
import { TextField } from '@/components/ui/input';
import { SelectField } from '@/components/ui/select';
import { formatYen } from '@/lib/format';
import type { RulesUpdate } from '../api/rules';
import { check, type FieldErrors } from '../form-errors';
import { hostRulesMessages } from '../messages';
import { weekdayName } from '../year-prices';
import { DatedPricesField } from './dated-prices-field';
import { DeliveryBandsField } from './delivery-bands-field';
import { AddButton, DateField, NumberField, PriceChangeField, RemoveButton, removeAt, replaceAt } from './fields';
import { YearPriceCalendar } from './year-price-calendar';

const m = hostRulesMessages;
const a = m.availability;
const p = m.pricing;

type Availability = RulesUpdate['availability'];
type Pricing = RulesUpdate['pricing'];

const HOURS = Array.from({ length: 25 }, (_, hour) => ({ value: String(hour), label: hour === 24 ? a.cutoffAllDay : `${hour}時` }));

/** Both parts checked by the contract's zod inputs; the messages land on their fields (`availability.…`, `pricing.…`). */
export function checkRules(draft: RulesUpdate): { ok: true; value: RulesUpdate } | { ok: false; errors: FieldErrors } {
  const availability = check(availabilityRulesInput, draft.availability, 'availability.');
  const pricing = check(pricingRulesInput, draft.pricing, 'pricing.');
  if (availability.ok && pricing.ok) return { ok: true, value: { availability: availability.value, pricing: pricing.value } };
  return { ok: false, errors: { ...(availability.ok ? {} : availability.errors), ...(pricing.ok ? {} : pricing.errors) } };
}

/**
 * The owner's rules form (issue 36): availability and pricing of one listing, checked whole before it is sent, with
 * the year calendar of the prices as they stand in the form (the last valid ones while a field is being typed).
 * A car's form also takes its delivery bands (`delivery`); a spot is not delivered.
 */
export function RulesForm({
  rules,
  delivery,
  onSave,
  saving,
  serverErrors,
  serverMessage,
  now = new Date(),
}: {
  rules: ListingRules;
  delivery: boolean;
  onSave: (update: RulesUpdate) => void;
  saving: boolean;
  serverErrors: FieldErrors;
  serverMessage: string | null;
  now?: Date;
}) {
  const [availability, setAvailability] = useState<Availability>(rules.availability);
  const [pricing, setPricing] = useState<Pricing>(rules.pricing);
  const [errors, setErrors] = useState<FieldErrors>({});
  const shown = { ...serverErrors, ...errors };
  const unit = rules.unit;

  const preview: PricingRules = useMemo(() => {
    const valid = pricingRulesInput.safeParse(pricing);
    return { basePrice: rules.basePrice, ...(valid.success ? valid.data : rules.pricing) };
  }, [pricing, rules.basePrice, rules.pricing]);

  const setA = <K extends keyof Availability>(key: K, value: Availability[K]) => setAvailability((r) => ({ ...r, [key]: value }));
  const setP = <K extends keyof Pricing>(key: K, value: Pricing[K]) => setPricing((r) => ({ ...r, [key]: value }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const result = checkRules({ availability, pricing });
    if (!result.ok) {
      setErrors(result.errors);
      return;
    }
    setErrors({});
    onSave(result.value);
  };

  const seasonNames = new Set(pricing.seasons.map((s) => s.name));
  const toggleWeekday = (weekday: number) =>
    setA(
      'startWeekdays',
      availability.startWeekdays.includes(weekday)
        ? availability.startWeekdays.filter((d) => d !== weekday)
        : [...availability.startWeekdays, weekday].sort((x, y) => x - y),
    );
  const setSeason = (index: number, season: Pricing['seasons'][number]) =>
    setP(
      'seasons',
      pricing.seasons.map((s, i) => (i === index ? season : s)),
    );
  const today = japanDay(now);

  return (
    <form onSubmit={submit} noValidate className="space-y-8" aria-label={m.title}>
      {!rules.stored && <Alert tone="info">{m.notStored}</Alert>}
      {(Object.keys(errors).length > 0 || serverMessage) && (
        <Alert tone="error">
          <p>{Object.keys(errors).length > 0 ? m.invalid : serverMessage}</p>
        </Alert>
      )}

      <Card className="space-y-5 p-5 sm:p-6">
        <h2 className="text-xl font-bold text-ink">{a.title}</h2>
        <div className="grid gap-4 sm:grid-cols-2">
          <NumberField
            label={a.noticeDays}
            hint={a.noticeDaysHint}
            value={availability.advanceNotice.days}
            onChange={(days) => setA('advanceNotice', { ...availability.advanceNotice, days })}
            error={shown['availability.advanceNotice.days']}
          />
          <SelectField
            label={a.cutoffHour}
            options={HOURS}
            value={String(availability.advanceNotice.cutoffHour)}
            onChange={(event) => setA('advanceNotice', { ...availability.advanceNotice, cutoffHour: Number(event.target.value) })}
            error={shown['availability.advanceNotice.cutoffHour']}
          />
          <NumberField
            label={a.bufferBefore}
            hint={a.bufferHint}
            value={availability.bufferDaysBefore}
            onChange={(v) => setA('bufferDaysBefore', v)}
            error={shown['availability.bufferDaysBefore']}
          />
          <NumberField
            label={a.bufferAfter}
            value={availability.bufferDaysAfter}
            onChange={(v) => setA('bufferDaysAfter', v)}
            error={shown['availability.bufferDaysAfter']}
          />
          <NumberField
            label={a.horizon}
            value={availability.horizonDays}
            onChange={(v) => setA('horizonDays', v)}
            error={shown['availability.horizonDays']}
          />
        </div>
        <fieldset>
          <legend className="mb-2 text-sm font-bold text-ink-soft">{a.weekdays}</legend>
          <div className="flex flex-wrap gap-4">
            {[0, 1, 2, 3, 4, 5, 6].map((weekday) => (
              <Checkbox key={weekday} checked={availability.startWeekdays.includes(weekday)} onChange={() => toggleWeekday(weekday)}>
                {weekdayName(weekday)}
              </Checkbox>
            ))}
          </div>
          {shown['availability.startWeekdays'] && <p className="mt-2 text-sm text-danger">{shown['availability.startWeekdays']}</p>}
        </fieldset>
        <div className="grid gap-4 sm:grid-cols-2">
          <NumberField
            label={a.minLength[unit]}
            value={availability.minLength}
            onChange={(v) => setA('minLength', v)}
            error={shown['availability.minLength']}
          />
          <NumberField
            label={a.maxLength[unit]}
            value={availability.maxLength}
            onChange={(v) => setA('maxLength', v)}
            error={shown['availability.maxLength']}
          />
        </div>
        <div className="space-y-3">
          <h3 className="text-base font-bold text-ink">{a.dated}</h3>
          <p className="text-sm text-ink-soft">{a.datedLead}</p>
          {shown['availability.overrides'] && <p className="text-sm text-danger">{shown['availability.overrides']}</p>}
          {availability.overrides.map((rule, i) => {
            const at = `availability.overrides.${i}`;
            const set = (next: Partial<typeof rule>) => setA('overrides', replaceAt(availability.overrides, i, next));
            return (
              <div key={i} className="grid items-end gap-3 rounded-lg border border-line p-3 sm:grid-cols-[1fr_1fr_1fr_1fr_auto]">
                <DateField label={a.from} value={rule.from} onChange={(from) => set({ from })} error={shown[`${at}.from`]} />
                <DateField label={a.to} value={rule.to} onChange={(to) => set({ to })} error={shown[`${at}.to`]} />
                <NumberField
                  label={a.minLength[unit]}
                  value={rule.minLength}
                  onChange={(minLength) => set({ minLength })}
                  error={shown[`${at}.minLength`]}
                />
                <NumberField
                  label={a.maxLength[unit]}
                  value={rule.maxLength}
                  onChange={(maxLength) => set({ maxLength })}
                  error={shown[`${at}.maxLength`]}
                />
                <RemoveButton onClick={() => setA('overrides', removeAt(availability.overrides, i))} />
              </div>
            );
          })}
          <AddButton
            onClick={() =>
              setA('overrides', [
                ...availability.overrides,
                { from: today, to: today, minLength: availability.minLength, maxLength: availability.maxLength },
              ])
            }
          >
            {a.addDated}
          </AddButton>
        </div>
      </Card>

      <Card className="space-y-5 p-5 sm:p-6">
        <h2 className="text-xl font-bold text-ink">{p.title}</h2>
        <p className="text-sm text-ink-soft">{p.base(formatYen(rules.basePrice))}</p>
        <DatedPricesField
          value={pricing.overrides}
          onChange={(overrides) => setP('overrides', overrides)}
          errors={shown}
          today={today}
          basePrice={rules.basePrice}
        />
        <div className="space-y-3">
          <h3 className="text-base font-bold text-ink">{p.seasons}</h3>
          <p className="text-sm text-ink-soft">{p.seasonsLead}</p>
          <div role="group" aria-label={p.presets} className="space-y-2">
            <p className="text-sm font-bold text-ink-soft">{p.presets}</p>
            <div className="flex flex-wrap gap-2">
              {/* A preset already over is not offered; a long name wraps inside a phone's card. */}
              {rules.presets
                .filter((preset) => preset.range.to >= today)
                .map((preset) => {
                  const added = seasonNames.has(preset.name);
                  return (
                    <Button
                      key={`${preset.key}-${preset.range.from}`}
                      type="button"
                      size="sm"
                      variant="outline"
                      className="h-auto! max-w-full py-1.5! text-left whitespace-normal!"
                      disabled={added}
                      icon={added ? undefined : <Plus className="size-4" aria-hidden />}
                      onClick={() =>
                        setP('seasons', [
                          ...pricing.seasons,
                          { name: preset.name, ranges: [preset.range], change: { kind: 'Percent', percent: 20 } },
                        ])
                      }
                    >
                      {preset.name}（{preset.range.from.slice(5).replace('-', '/')}–{preset.range.to.slice(5).replace('-', '/')}）
                      {added ? ` ${p.presetAdded}` : ''}
                    </Button>
                  );
                })}
            </div>
          </div>
          {shown['pricing.seasons'] && <p className="text-sm text-danger">{shown['pricing.seasons']}</p>}
          {pricing.seasons.length === 0 && <p className="text-sm text-ink-muted">{p.emptySeasons}</p>}
          {pricing.seasons.map((season, i) => {
            const at = `pricing.seasons.${i}`;
            return (
              <div key={i} className="space-y-3 rounded-lg border border-line p-4" data-testid="season">
                {/* The name takes the row's whole width; on a phone 削除 goes under it rather than squeezing it. */}
                <div className="flex flex-col gap-2 sm:flex-row sm:items-end sm:gap-3">
                  <TextField
                    className="min-w-0 sm:flex-1"
                    label={p.seasonName}
                    value={season.name}
                    onChange={(event) => setSeason(i, { ...season, name: event.target.value })}
                    error={shown[`${at}.name`]}
                  />
                  <div className="self-end">
                    <RemoveButton onClick={() => setP('seasons', removeAt(pricing.seasons, i))} />
                  </div>
                </div>
                {season.ranges.map((range, r) => (
                  <div key={r} className="grid gap-3 sm:grid-cols-2">
                    <DateField
                      label={a.from}
                      value={range.from}
                      onChange={(from) => setSeason(i, { ...season, ranges: season.ranges.map((x, k) => (k === r ? { ...x, from } : x)) })}
                      error={shown[`${at}.ranges.${r}.from`]}
                    />
                    <DateField
                      label={a.to}
                      value={range.to}
                      onChange={(to) => setSeason(i, { ...season, ranges: season.ranges.map((x, k) => (k === r ? { ...x, to } : x)) })}
                      error={shown[`${at}.ranges.${r}.to`]}
                    />
                  </div>
                ))}
                <PriceChangeField
                  label={p.seasonPrice}
                  value={season.change}
                  onChange={(change) => change && setSeason(i, { ...season, change })}
                  errors={shown}
                  path={`${at}.change`}
                />
              </div>
            );
          })}
          <AddButton
            onClick={() =>
              setP('seasons', [
                ...pricing.seasons,
                { name: p.newSeason, ranges: [{ from: today, to: today }], change: { kind: 'Percent', percent: 20 } },
              ])
            }
          >
            {p.addSeason}
          </AddButton>
        </div>
        <PriceChangeField
          label={p.beforeHoliday}
          value={pricing.beforeHoliday}
          onChange={(v) => setP('beforeHoliday', v)}
          errors={shown}
          path="pricing.beforeHoliday"
          optional
        />
        <PriceChangeField
          label={p.fridaySaturday}
          value={pricing.fridaySaturday}
          onChange={(v) => setP('fridaySaturday', v)}
          errors={shown}
          path="pricing.fridaySaturday"
          optional
        />
        <fieldset className="grid gap-4 sm:grid-cols-2">
          <legend className="mb-2 text-base font-bold text-ink">{p.longStay}</legend>
          <NumberField
            label={p.weekPercent}
            value={pricing.weekPercent}
            onChange={(v) => setP('weekPercent', v)}
            error={shown['pricing.weekPercent']}
          />
          <NumberField
            label={p.monthPercent}
            value={pricing.monthPercent}
            onChange={(v) => setP('monthPercent', v)}
            error={shown['pricing.monthPercent']}
          />
        </fieldset>
        {delivery && <DeliveryBandsField value={pricing.deliveryBands} onChange={(bands) => setP('deliveryBands', bands)} errors={shown} />}
      </Card>

      <div className="flex justify-end">
        <Button type="submit" loading={saving}>
          {m.save}
        </Button>
      </div>

      <YearPriceCalendar rules={preview} firstMonth={today.slice(0, 7)} />
    </form>
  );
}
