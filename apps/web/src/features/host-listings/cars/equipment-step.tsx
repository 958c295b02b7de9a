import { zodResolver } from '@hookform/resolvers/zod';
import { useQuery } from '@tanstack/react-query';
import { CarFacilityCategory, type CarAdditionalFacility, type CarBasicFacility, type CarRule } from '@kurumatabi/contract';
import { Controller, useForm, type Resolver } from 'react-hook-form';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { useSession } from '@/lib/session';
import { carAdditionalFacilitiesQuery, carBasicFacilitiesQuery, carRulesQuery, useUpdateCar } from '../api/cars';
import { carListingMessages as c, listingMessages as m } from '../messages';
import { CheckboxGroup } from '../shared/checkbox-group';
import { confirmLeave } from '../shared/confirm-leave';
import { OptionsField } from '../shared/options-field';
import { StepActions } from '../shared/step-actions';
import { StepCard, StepSkeletonBody } from '../shared/step-card';
import { fieldOfDetailPath } from '../shared/steps';
import { useStepSave } from '../shared/use-step-save';
import { equipmentSchema, toEquipmentValues, type EquipmentOutput, type EquipmentValues } from './schemas';
import type { CarStepProps } from './step-props';

/** ③ 装備・オプション・ルール: the master's lists as checkboxes, options with the owner's price and unit. */
export function CarEquipmentStep(props: CarStepProps) {
  const { authenticated } = useSession();
  const basic = useQuery({ ...carBasicFacilitiesQuery, enabled: authenticated });
  const additional = useQuery({ ...carAdditionalFacilitiesQuery, enabled: authenticated });
  const rules = useQuery({ ...carRulesQuery, enabled: authenticated });
  const queries = [basic, additional, rules];
  return (
    <StepCard step={3} title={c.stepTitles[2]} lead={c.stepLeads[2]}>
      {queries.some((q) => q.isError) ? (
        <Alert tone="error">
          <p>{c.masterLoadFailed}</p>
          <Button size="sm" variant="outline" className="mt-3" onClick={() => queries.forEach((q) => void q.refetch())}>
            {m.retry}
          </Button>
        </Alert>
      ) : basic.data && additional.data && rules.data ? (
        <EquipmentForm {...props} basic={basic.data.items} additional={additional.data.items} rules={rules.data.items} />
      ) : (
        <StepSkeletonBody />
      )}
    </StepCard>
  );
}

interface Masters {
  basic: readonly CarBasicFacility[];
  additional: readonly CarAdditionalFacility[];
  rules: readonly CarRule[];
}

function EquipmentForm({ car, locked, goTo, onStale, basic, additional, rules }: CarStepProps & Masters) {
  const update = useUpdateCar();
  const form = useForm<EquipmentValues, unknown, EquipmentOutput>({
    resolver: zodResolver(equipmentSchema) as Resolver<EquipmentValues, unknown, EquipmentOutput>,
    defaultValues: toEquipmentValues(car, additional),
  });
  const errors = form.formState.errors;
  const step = useStepSave({
    form,
    save: (fields) => update.mutateAsync({ carId: car.id, ...fields }),
    valuesOf: (saved) => toEquipmentValues(saved, additional),
    fieldOf: (path) => fieldOfDetailPath(path, ['basicFacilityIds', 'options', 'ruleIds'] as const),
    onStale,
  });
  const facilityGroups = CarFacilityCategory.values
    .map((category) => ({ title: CarFacilityCategory.labels[category], choices: basic.filter((item) => item.category === category) }))
    .filter((group) => group.choices.length > 0);

  return (
    <form noValidate onSubmit={step.submit(() => goTo(4))} className="space-y-8">
      <Controller
        control={form.control}
        name="basicFacilityIds"
        render={({ field }) => (
          <CheckboxGroup
            legend={c.equipment.facilities}
            hint={c.equipment.facilitiesHint}
            groups={facilityGroups}
            value={field.value}
            onChange={field.onChange}
            selectedLabel={c.equipment.selected}
            error={errors.basicFacilityIds?.message}
            disabled={locked}
          />
        )}
      />
      <Controller
        control={form.control}
        name="options"
        render={({ field }) => (
          <OptionsField
            legend={c.equipment.options}
            hint={c.equipment.optionsHint}
            master={additional}
            value={field.value}
            onChange={field.onChange}
            rowErrors={Array.isArray(errors.options) ? errors.options : undefined}
            error={errors.options?.message ?? errors.options?.root?.message}
            disabled={locked}
          />
        )}
      />
      <Controller
        control={form.control}
        name="ruleIds"
        render={({ field }) => (
          <CheckboxGroup
            legend={c.equipment.rules}
            hint={c.equipment.rulesHint}
            groups={[{ choices: rules }]}
            value={field.value}
            onChange={field.onChange}
            selectedLabel={c.equipment.selected}
            error={errors.ruleIds?.message}
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
