import { zodResolver } from '@hookform/resolvers/zod';
import { useQuery } from '@tanstack/react-query';
import type { SpotAdditionalFacility, SpotBasicFacility, SpotRule, SpotSurroundingFacility } from '@kurumatabi/contract';
import { Controller, useForm, type Resolver } from 'react-hook-form';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { useSession } from '@/lib/session';
import {
  spotAdditionalFacilitiesQuery,
  spotBasicFacilitiesQuery,
  spotRulesQuery,
  spotSurroundingFacilitiesQuery,
  useUpdateSpot,
} from '../api/spots';
import { listingMessages as m, spotListingMessages as s } from '../messages';
import { CheckboxGroup } from '../shared/checkbox-group';
import { confirmLeave } from '../shared/confirm-leave';
import { OptionsField } from '../shared/options-field';
import { StepActions } from '../shared/step-actions';
import { StepCard, StepSkeletonBody } from '../shared/step-card';
import { fieldOfDetailPath } from '../shared/steps';
import { useStepSave } from '../shared/use-step-save';
import { spotFacilitiesSchema, toSpotFacilitiesValues, type SpotFacilitiesOutput, type SpotFacilitiesValues } from './schemas';
import type { SpotStepProps } from './step-props';

/** ③ 設備・周辺施設・ルール・有料サービス: the master's lists as checkboxes, paid services with a price. */
export function SpotFacilitiesStep(props: SpotStepProps) {
  const { authenticated } = useSession();
  const basic = useQuery({ ...spotBasicFacilitiesQuery, enabled: authenticated });
  const surrounding = useQuery({ ...spotSurroundingFacilitiesQuery, enabled: authenticated });
  const rules = useQuery({ ...spotRulesQuery, enabled: authenticated });
  const additional = useQuery({ ...spotAdditionalFacilitiesQuery, enabled: authenticated });
  const queries = [basic, surrounding, rules, additional];
  return (
    <StepCard step={3} title={s.stepTitles[2]} lead={s.stepLeads[2]}>
      {queries.some((q) => q.isError) ? (
        <Alert tone="error">
          <p>{s.masterLoadFailed}</p>
          <Button size="sm" variant="outline" className="mt-3" onClick={() => queries.forEach((q) => void q.refetch())}>
            {m.retry}
          </Button>
        </Alert>
      ) : basic.data && surrounding.data && rules.data && additional.data ? (
        <FacilitiesForm
          {...props}
          basic={basic.data.items}
          surrounding={surrounding.data.items}
          rules={rules.data.items}
          additional={additional.data.items}
        />
      ) : (
        <StepSkeletonBody />
      )}
    </StepCard>
  );
}

interface Masters {
  basic: readonly SpotBasicFacility[];
  surrounding: readonly SpotSurroundingFacility[];
  rules: readonly SpotRule[];
  additional: readonly SpotAdditionalFacility[];
}

function FacilitiesForm({ spot, locked, goTo, onStale, basic, surrounding, rules, additional }: SpotStepProps & Masters) {
  const update = useUpdateSpot();
  const form = useForm<SpotFacilitiesValues, unknown, SpotFacilitiesOutput>({
    resolver: zodResolver(spotFacilitiesSchema) as Resolver<SpotFacilitiesValues, unknown, SpotFacilitiesOutput>,
    defaultValues: toSpotFacilitiesValues(spot, additional),
  });
  const errors = form.formState.errors;
  const step = useStepSave({
    form,
    save: (fields) => update.mutateAsync({ spotId: spot.id, ...fields }),
    valuesOf: (saved) => toSpotFacilitiesValues(saved, additional),
    fieldOf: (path) => fieldOfDetailPath(path, ['basicFacilityIds', 'surroundingFacilityIds', 'ruleIds', 'options'] as const),
    onStale,
  });
  const group = (
    name: 'basicFacilityIds' | 'surroundingFacilityIds' | 'ruleIds',
    legend: string,
    hint: string,
    choices: Masters['basic'],
  ) => (
    <Controller
      control={form.control}
      name={name}
      render={({ field }) => (
        <CheckboxGroup
          legend={legend}
          hint={hint}
          groups={[{ choices }]}
          value={field.value}
          onChange={field.onChange}
          selectedLabel={s.facilities.selected}
          error={errors[name]?.message}
          disabled={locked}
        />
      )}
    />
  );

  return (
    <form noValidate onSubmit={step.submit(() => goTo(4))} className="space-y-8">
      {group('basicFacilityIds', s.facilities.basic, s.facilities.basicHint, basic)}
      {group('surroundingFacilityIds', s.facilities.surrounding, s.facilities.surroundingHint, surrounding)}
      {group('ruleIds', s.facilities.rules, s.facilities.rulesHint, rules)}
      <Controller
        control={form.control}
        name="options"
        render={({ field }) => (
          <OptionsField
            legend={s.facilities.options}
            hint={s.facilities.optionsHint}
            master={additional}
            value={field.value}
            onChange={field.onChange}
            rowErrors={Array.isArray(errors.options) ? errors.options : undefined}
            error={errors.options?.message ?? errors.options?.root?.message}
            disabled={locked}
          />
        )}
      />
      <StepActions
        onBack={() => confirmLeave(form.formState.isDirty) && goTo(2)}
        onSaveOnly={step.submit()}
        state={step.state}
        savedAt={step.savedAt}
        dirty={form.formState.isDirty}
        locked={locked}
        onNext={() => goTo(4)}
      />
    </form>
  );
}
