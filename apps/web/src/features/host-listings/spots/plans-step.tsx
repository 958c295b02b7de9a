import { zodResolver } from '@hookform/resolvers/zod';
import { MAX_SPOT_PLANS } from '@kurumatabi/contract';
import { Plus, SlidersHorizontal, Trash2 } from 'lucide-react';
import { Controller, useFieldArray, useForm, type Resolver } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { LinkButton } from '@/components/ui/link-button';
import { TextField } from '@/components/ui/input';
import { RadioGroup } from '@/components/ui/radio-group';
import { TextAreaField } from '@/components/ui/textarea';
import { useUpdateSpot } from '../api/spots';
import { spotListingMessages as s } from '../messages';
import { confirmLeave } from '../shared/confirm-leave';
import { StepActions } from '../shared/step-actions';
import { StepCard } from '../shared/step-card';
import { useStepSave } from '../shared/use-step-save';
import { emptyPlan, plansSchema, toPlansValues, type PlansOutput, type PlansValues } from './schemas';
import type { SpotStepProps } from './step-props';

const PLAN_FIELD = /^plans\.\d+\.(name|description|price|priceUnit|capacityPerDay|maxPeople|checkInTime|checkOutTime|durationMinutes)$/;
const unitOptions = (['PerDay', 'Oneshot'] as const).map((value) => ({ value, label: s.plans.priceUnits[value] }));

/** ⑤ プラン: add, edit and remove plans; times for a stay (Land), a duration for an activity. */
export function SpotPlansStep({ spot, locked, goTo, onStale }: SpotStepProps) {
  const land = spot.spotKind === 'Land';
  const update = useUpdateSpot();
  const form = useForm<PlansValues, unknown, PlansOutput>({
    resolver: zodResolver(plansSchema(spot.spotKind)) as Resolver<PlansValues, unknown, PlansOutput>,
    defaultValues: toPlansValues(spot),
  });
  const plans = useFieldArray({ control: form.control, name: 'plans', keyName: 'key' });
  const errors = form.formState.errors;
  const step = useStepSave({
    form,
    save: (fields) => update.mutateAsync({ spotId: spot.id, ...fields }),
    valuesOf: toPlansValues,
    fieldOf: (path) => (PLAN_FIELD.test(path) ? (path as `plans.${number}.name`) : path.startsWith('plans') ? 'plans' : null),
    onStale,
  });

  return (
    <StepCard step={5} title={s.stepTitles[4]} lead={s.stepLeads[4]}>
      <form noValidate onSubmit={step.submit(() => goTo(6))} className="space-y-6">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <p className="tabular text-sm text-ink-soft">{s.plans.count(plans.fields.length, MAX_SPOT_PLANS)}</p>
          {!locked && plans.fields.length > 0 && plans.fields.length < MAX_SPOT_PLANS && (
            <Button
              size="sm"
              variant="outline"
              icon={<Plus className="size-4" aria-hidden />}
              onClick={() => plans.append(emptyPlan(spot.spotKind))}
            >
              {s.plans.add}
            </Button>
          )}
        </div>
        {plans.fields.length === 0 && (
          <EmptyState
            title={s.plans.empty}
            action={
              !locked && (
                <Button icon={<Plus className="size-4" aria-hidden />} onClick={() => plans.append(emptyPlan(spot.spotKind))}>
                  {s.plans.add}
                </Button>
              )
            }
          />
        )}
        <fieldset disabled={locked} className="space-y-4">
          {plans.fields.map((plan, index) => {
            const e = errors.plans?.[index];
            const reg = (name: Exclude<keyof PlansValues['plans'][number], 'id'>) => form.register(`plans.${index}.${name}`);
            return (
              <Card
                key={plan.key}
                className="space-y-4 border-line-strong bg-canvas/40 p-4 sm:p-5"
                role="group"
                aria-label={s.plans.heading(index + 1)}
              >
                <div className="flex items-center justify-between gap-3">
                  <h3 className="font-bold text-gold">
                    {s.plans.heading(index + 1)}
                    {!plan.id && <span className="ml-2 text-xs font-normal text-ink-muted">{s.plans.newPlan}</span>}
                  </h3>
                  {plan.id && (
                    <LinkButton
                      to={`/mypage/spots/plan-rules/${plan.id}`}
                      size="sm"
                      variant="outline"
                      className="ml-auto"
                      icon={<SlidersHorizontal className="size-4" aria-hidden />}
                    >
                      {s.plans.rules}
                    </LinkButton>
                  )}
                  {!locked && (
                    <Button
                      size="sm"
                      variant="ghost"
                      onClick={() => plans.remove(index)}
                      aria-label={s.plans.removeLabel(index + 1)}
                      icon={<Trash2 className="size-4" aria-hidden />}
                    >
                      {s.plans.remove}
                    </Button>
                  )}
                </div>
                <TextField
                  label={s.plans.name}
                  placeholder={s.plans.namePlaceholder}
                  maxLength={50}
                  error={e?.name?.message}
                  {...reg('name')}
                />
                <TextAreaField
                  label={s.plans.description}
                  placeholder={s.plans.descriptionPlaceholder}
                  rows={3}
                  maxLength={3000}
                  error={e?.description?.message}
                  {...reg('description')}
                />
                <div className="grid gap-4 sm:grid-cols-[12rem_1fr]">
                  <TextField label={s.plans.price} inputMode="numeric" error={e?.price?.message} {...reg('price')} />
                  <Controller
                    control={form.control}
                    name={`plans.${index}.priceUnit`}
                    render={({ field }) => (
                      <div className="space-y-1">
                        <RadioGroup
                          legend={s.plans.priceUnit}
                          name={field.name}
                          options={unitOptions}
                          value={field.value as 'PerDay' | 'Oneshot'}
                          onChange={field.onChange}
                          onBlur={field.onBlur}
                          error={e?.priceUnit?.message}
                          disabled={locked}
                        />
                        <p className="text-xs text-ink-muted">{s.plans.priceUnitHint[spot.spotKind]}</p>
                      </div>
                    )}
                  />
                </div>
                <div className="grid grid-cols-2 gap-4">
                  <TextField
                    label={s.plans.capacityPerDay}
                    hint={s.plans.capacityHint}
                    inputMode="numeric"
                    error={e?.capacityPerDay?.message}
                    {...reg('capacityPerDay')}
                  />
                  <TextField label={s.plans.maxPeople} inputMode="numeric" error={e?.maxPeople?.message} {...reg('maxPeople')} />
                </div>
                {land ? (
                  <div className="grid grid-cols-2 gap-4">
                    <TextField label={s.plans.checkInTime} type="time" step={900} error={e?.checkInTime?.message} {...reg('checkInTime')} />
                    <TextField
                      label={s.plans.checkOutTime}
                      type="time"
                      step={900}
                      error={e?.checkOutTime?.message}
                      {...reg('checkOutTime')}
                    />
                  </div>
                ) : (
                  <TextField
                    label={s.plans.durationMinutes}
                    placeholder={s.plans.durationPlaceholder}
                    inputMode="numeric"
                    className="sm:max-w-56"
                    error={e?.durationMinutes?.message}
                    {...reg('durationMinutes')}
                  />
                )}
              </Card>
            );
          })}
        </fieldset>
        {errors.plans?.message && (
          <p role="alert" className="text-sm text-danger">
            {errors.plans.message}
          </p>
        )}
        {spot.plans.length > 0 && <p className="text-xs text-ink-muted">{s.plans.withdrawNote}</p>}
        <StepActions
          onBack={() => confirmLeave(form.formState.isDirty) && goTo(4)}
          onSaveOnly={step.submit()}
          state={step.state}
          savedAt={step.savedAt}
          dirty={form.formState.isDirty}
          locked={locked}
          onNext={() => goTo(6)}
        />
      </form>
    </StepCard>
  );
}
