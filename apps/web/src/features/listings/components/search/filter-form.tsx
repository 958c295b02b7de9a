import { useState, type ReactNode } from 'react';
import { Search } from 'lucide-react';
import { CarFacilityCategory } from '@kurumatabi/contract';
import { prefecturesOf, Region, SpotKind } from '@kurumatabi/contract/enums';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/input';
import { SelectField, type SelectOptionGroup } from '@/components/ui/select';
import { Skeleton } from '@/components/ui/skeleton';
import { formatYen } from '@/lib/format-yen';
import { useActiveCarBasicFacilities } from '../../api/show-active-car-basic-facilities';
import { useActiveCarKinds } from '../../api/show-active-car-kinds';
import { useActiveSpotBasicFacilities } from '../../api/show-active-spot-basic-facilities';
import { useActiveSpotTypes } from '../../api/show-active-spot-types';
import { listingMessages as m } from '../../messages';
import { filterMessages as fm } from './filter-messages';
import { emptyFilters, placeFromValue, placeValue, type SearchFilters, type SearchTarget } from '../../search-params';
import { ChoiceChips, type Choice } from './choice-chips';
import { DateRangeField } from './date-range-field';

/** 全国, then each region: its prefectures, led by 「…すべて」 where a region has more than one. */
export const placeOptions: SelectOptionGroup[] = Region.values.map((region) => {
  const prefectures = prefecturesOf(region);
  return {
    label: Region.labels[region],
    options: [
      ...(prefectures.length > 1 ? [{ value: `region:${region}`, label: fm.regionAll(Region.labels[region]) }] : []),
      ...prefectures.map((p) => ({ value: `pref:${p.value}`, label: p.label })),
    ],
  };
});

const pricePresets = {
  car: [3_000, 5_000, 8_000, 10_000, 15_000, 20_000, 30_000, 50_000],
  spot: [1_000, 2_000, 3_000, 5_000, 8_000, 10_000, 20_000],
};

function priceOptions(presets: number[], current: number | undefined) {
  const values = current !== undefined && !presets.includes(current) ? [...presets, current].sort((a, b) => a - b) : presets;
  return values.map((yen) => ({ value: String(yen), label: formatYen(yen) }));
}

/** Two selects side by side in the 18rem sidebar: a little less padding so 指定なし fits. */
const paired = '[&_select]:pr-9 [&_select]:pl-3 [&_svg]:right-3';

/** The minimum ratings offered (the API takes any half star from 1; these are the ones people pick). */
const ratingOptions = [3, 3.5, 4, 4.5].map((stars) => ({ value: String(stars), label: fm.ratingOption(stars) }));

const counts = (max: number) => Array.from({ length: max }, (_, i) => ({ value: String(i + 1), label: fm.peopleGroup(i + 1) }));
const numberOrUndefined = (value: string) => (value === '' ? undefined : Number(value));

export interface FilterFormProps {
  target: SearchTarget;
  filters: SearchFilters;
  today: string;
  onApply: (filters: SearchFilters) => void;
}

/**
 * The search conditions as a form: chosen freely, applied together by この条件で検索 (one history
 * entry per search, so the back button steps through searches). The same form is the sidebar on a
 * desktop and the bottom sheet on a phone.
 */
export function FilterForm({ target, filters, today, onApply }: FilterFormProps) {
  const [draft, setDraft] = useState(filters);
  const update = (patch: Partial<SearchFilters>) => setDraft((current) => ({ ...current, ...patch }));
  const kind = target === 'spot' ? 'spot' : 'car';

  return (
    <form
      role="search"
      aria-label={fm.filterPanel}
      className="space-y-6"
      onSubmit={(event) => {
        event.preventDefault();
        onApply(draft);
      }}
    >
      <SelectField
        label={fm.place}
        placeholder={fm.placeAll}
        options={placeOptions}
        value={placeValue(draft)}
        onChange={(event) => update({ region: undefined, prefecture: undefined, ...placeFromValue(event.target.value) })}
      />
      <DateRangeField from={draft.from} to={draft.to} today={today} onChange={(range) => update({ from: range?.from, to: range?.to })} />
      <div className="grid grid-cols-2 gap-3">
        <SelectField
          className={paired}
          label={m.people[kind]}
          placeholder={fm.peopleAny}
          options={counts(10)}
          value={draft.people ?? ''}
          onChange={(event) => update({ people: numberOrUndefined(event.target.value) })}
        />
        {kind === 'car' && (
          <SelectField
            className={paired}
            label={fm.sleeping}
            placeholder={fm.peopleAny}
            options={counts(6)}
            value={draft.sleeping ?? ''}
            onChange={(event) => update({ sleeping: numberOrUndefined(event.target.value) })}
          />
        )}
      </div>
      <fieldset>
        <legend className="mb-1.5 text-sm font-bold text-ink-soft">{fm.price[kind]}</legend>
        <div className="grid grid-cols-2 gap-3">
          <SelectField
            label={fm.priceMin}
            placeholder={fm.priceAny}
            options={priceOptions(pricePresets[kind], draft.priceMin)}
            value={draft.priceMin ?? ''}
            onChange={(event) => update({ priceMin: numberOrUndefined(event.target.value) })}
            className={`${paired} [&_label]:text-xs [&_label]:font-normal`}
          />
          <SelectField
            label={fm.priceMax}
            placeholder={fm.priceAny}
            options={priceOptions(pricePresets[kind], draft.priceMax)}
            value={draft.priceMax ?? ''}
            onChange={(event) => update({ priceMax: numberOrUndefined(event.target.value) })}
            className={`${paired} [&_label]:text-xs [&_label]:font-normal`}
          />
        </div>
      </fieldset>
      <SelectField
        label={fm.ratingMin}
        placeholder={fm.ratingAny}
        options={ratingOptions}
        value={draft.ratingMin ?? ''}
        onChange={(event) => update({ ratingMin: numberOrUndefined(event.target.value) })}
      />
      {kind === 'car' ? <CarChoices draft={draft} update={update} /> : <SpotChoices draft={draft} update={update} />}
      <TextField
        label={m.keyword}
        type="search"
        enterKeyHint="search"
        maxLength={50}
        placeholder={m.keywordPlaceholder[kind]}
        value={draft.keyword ?? ''}
        onChange={(event) => update({ keyword: event.target.value === '' ? undefined : event.target.value })}
      />
      {/* In the desktop's 18rem sidebar both buttons do not fit on one line: the clear button wraps below, never clipped. */}
      <div className="sticky bottom-0 -mx-1 flex flex-wrap gap-2 bg-gradient-to-t from-surface from-70% to-transparent px-1 pt-4 pb-1">
        <Button type="submit" className="min-w-40 flex-1" icon={<Search className="size-4" aria-hidden />}>
          {fm.apply}
        </Button>
        <Button
          variant="ghost"
          className="shrink-0 max-lg:flex-none lg:w-full"
          onClick={() => setDraft({ ...emptyFilters, sort: draft.sort })}
        >
          {m.clear}
        </Button>
      </div>
    </form>
  );
}

interface ChoicesProps {
  draft: SearchFilters;
  update: (patch: Partial<SearchFilters>) => void;
}

function ChoicesLoading({ error }: { error: boolean }) {
  return error ? (
    <p className="text-sm text-ink-muted">{fm.masterFailed}</p>
  ) : (
    <div className="flex flex-wrap gap-2" role="status" aria-label={m.loading}>
      {['w-16', 'w-20', 'w-14', 'w-24'].map((w) => (
        <Skeleton key={w} className={`h-9 rounded-full ${w}`} />
      ))}
    </div>
  );
}

/** The facilities, folded away until wanted (there are many); open when some are chosen. */
function FacilitiesDisclosure({ title, chosen, children }: { title: string; chosen: number; children: ReactNode }) {
  return (
    <details open={chosen > 0} className="group rounded-xl border border-line">
      <summary className="flex cursor-pointer list-none items-center justify-between gap-2 px-4 py-3 text-sm font-bold text-ink-soft [&::-webkit-details-marker]:hidden">
        <span>{title}</span>
        <span className="text-xs font-normal text-gold">{fm.facilitiesChosen(chosen)}</span>
      </summary>
      <div className="space-y-4 border-t border-line px-4 py-4">{children}</div>
    </details>
  );
}

function CarChoices({ draft, update }: ChoicesProps) {
  const kinds = useActiveCarKinds();
  const facilities = useActiveCarBasicFacilities();
  const groups = CarFacilityCategory.values
    .map((category) => ({
      category,
      choices: (facilities.data?.items ?? []).filter((f) => f.category === category) as Choice[],
    }))
    .filter((group) => group.choices.length > 0);
  return (
    <>
      {kinds.data ? (
        <ChoiceChips legend={m.kinds.car} choices={kinds.data.items} selected={draft.kindIds} onChange={(kindIds) => update({ kindIds })} />
      ) : (
        <div>
          <p className="mb-2 text-sm font-bold text-ink-soft">{m.kinds.car}</p>
          <ChoicesLoading error={kinds.isError} />
        </div>
      )}
      <FacilitiesDisclosure title={fm.facilities.car} chosen={draft.facilityIds.length}>
        {facilities.data ? (
          groups.map((group) => (
            <ChoiceChips
              key={group.category}
              legend={CarFacilityCategory.labels[group.category]}
              choices={group.choices}
              selected={draft.facilityIds}
              onChange={(facilityIds) => update({ facilityIds })}
            />
          ))
        ) : (
          <ChoicesLoading error={facilities.isError} />
        )}
      </FacilitiesDisclosure>
    </>
  );
}

function SpotChoices({ draft, update }: ChoicesProps) {
  const types = useActiveSpotTypes();
  const facilities = useActiveSpotBasicFacilities();
  return (
    <>
      {types.data ? (
        <fieldset className="space-y-3">
          <legend className="mb-2 text-sm font-bold text-ink-soft">{m.kinds.spot}</legend>
          {SpotKind.values.map((spotKind) => {
            const choices = types.data.items.filter((t) => t.spotKind === spotKind);
            return choices.length > 0 ? (
              <ChoiceChips
                key={spotKind}
                legend={SpotKind.labels[spotKind]}
                choices={choices}
                selected={draft.kindIds}
                onChange={(kindIds) => update({ kindIds })}
              />
            ) : null;
          })}
        </fieldset>
      ) : (
        <div>
          <p className="mb-2 text-sm font-bold text-ink-soft">{m.kinds.spot}</p>
          <ChoicesLoading error={types.isError} />
        </div>
      )}
      <FacilitiesDisclosure title={fm.facilities.spot} chosen={draft.facilityIds.length}>
        {facilities.data ? (
          <ChoiceChips
            legend={fm.facilities.spot}
            hideLegend
            choices={facilities.data.items}
            selected={draft.facilityIds}
            onChange={(facilityIds) => update({ facilityIds })}
          />
        ) : (
          <ChoicesLoading error={facilities.isError} />
        )}
      </FacilitiesDisclosure>
    </>
  );
}
