import { useEffect } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useQuery } from '@tanstack/react-query';
import type { OwnedCar } from '@kurumatabi/contract';
import { CarServiceType } from '@kurumatabi/contract/enums';
import { Controller, useForm, useWatch, type FieldPath } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { toast } from 'react-toastify';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/input';
import { RadioGroup } from '@/components/ui/radio-group';
import { SelectField } from '@/components/ui/select';
import { TextAreaField } from '@/components/ui/textarea';
import { useSession } from '@/lib/session';
import { carManufacturersQuery, carModelsQuery, carVariantsQuery, useCreateCar, useUpdateCar } from '../api/cars';
import { carListingMessages as c, listingMessages as m } from '../messages';
import { confirmLeave } from '../shared/confirm-leave';
import { StepActions } from '../shared/step-actions';
import { StepCard, StepSkeletonBody } from '../shared/step-card';
import { fieldOfDetailPath } from '../shared/steps';
import { useStepSave } from '../shared/use-step-save';
import { ancestorOf, basicSchema, toBasicValues, type BasicOutput, type BasicValues } from './schemas';
import { carEditPath } from './steps';

const FIELDS = ['serviceType', 'carVariantId', 'title', 'description'] as const satisfies readonly FieldPath<BasicValues>[];

interface BasicStepProps {
  /** The car to edit, or null for a new one (the step then creates the draft). */
  car: OwnedCar | null;
  locked: boolean;
  goTo: (step: number) => void;
  onStale: () => void;
}

/** ① 基本情報: service type, maker → model → grade from the master, title and description. */
export function CarBasicStep(props: BasicStepProps) {
  const { authenticated } = useSession();
  const variantId = props.car?.carVariantId ?? '';
  const manufacturers = useQuery({ ...carManufacturersQuery, enabled: authenticated });
  const manufacturerId = variantId && manufacturers.data ? ancestorOf(variantId, manufacturers.data.items) : null;
  const models = useQuery({ ...carModelsQuery(manufacturerId ?? ''), enabled: authenticated && manufacturerId !== null });
  const modelId = variantId && models.data ? ancestorOf(variantId, models.data.items) : null;
  // The grade's list too: a select shows its saved value only when the option is there at mount.
  const variants = useQuery({ ...carVariantsQuery(modelId ?? ''), enabled: authenticated && modelId !== null });

  // A saved car's maker and model are found from its grade before the form starts.
  const ready =
    manufacturers.isSuccess &&
    (!variantId || manufacturerId === null || models.isError || (models.isSuccess && (modelId === null || !variants.isPending)));
  return (
    <StepCard step={1} title={c.stepTitles[0]} lead={c.stepLeads[0]}>
      {manufacturers.isError ? (
        <Alert tone="error">
          <p>{c.masterLoadFailed}</p>
          <Button size="sm" variant="outline" className="mt-3" onClick={() => void manufacturers.refetch()}>
            {m.retry}
          </Button>
        </Alert>
      ) : !ready ? (
        <StepSkeletonBody />
      ) : (
        <BasicForm {...props} path={manufacturerId && modelId ? { manufacturerId, modelId } : undefined} />
      )}
    </StepCard>
  );
}

function BasicForm({ car, locked, goTo, onStale, path }: BasicStepProps & { path?: { manufacturerId: string; modelId: string } }) {
  const { authenticated } = useSession();
  const navigate = useNavigate();
  const create = useCreateCar();
  const update = useUpdateCar();
  const form = useForm<BasicValues, unknown, BasicOutput>({ resolver: zodResolver(basicSchema), defaultValues: toBasicValues(car, path) });
  const errors = form.formState.errors;
  const [manufacturerId, modelId] = useWatch({ control: form.control, name: ['manufacturerId', 'modelId'] });

  const manufacturers = useQuery({ ...carManufacturersQuery, enabled: authenticated });
  const models = useQuery({ ...carModelsQuery(manufacturerId), enabled: authenticated && manufacturerId !== '' });
  const variants = useQuery({ ...carVariantsQuery(modelId), enabled: authenticated && modelId !== '' });

  const save = async ({ manufacturerId: _m, modelId: _o, ...fields }: BasicOutput): Promise<OwnedCar> => {
    if (car) return update.mutateAsync({ carId: car.id, ...fields });
    const { description, ...draft } = fields;
    const created = await create.mutateAsync(draft);
    if (description === '') return created;
    // The draft exists now: a failed description must not lose it (the step is shown again to retry).
    try {
      return await update.mutateAsync({ carId: created.id, description });
    } catch {
      return created;
    }
  };
  const step = useStepSave({
    form,
    save,
    valuesOf: (saved) => toBasicValues(saved, { manufacturerId: form.getValues('manufacturerId'), modelId: form.getValues('modelId') }),
    fieldOf: (detailPath) => fieldOfDetailPath(detailPath, FIELDS),
    onStale,
  });

  // A stale maker or model (no longer active): its list answers 404, the choice is cleared.
  useEffect(() => {
    if (models.isError) form.setValue('modelId', '');
  }, [models.isError, form]);

  const submit = step.submit((saved) => {
    if (car) goTo(2);
    else {
      toast.success(c.created);
      void navigate(carEditPath(saved.id, 2), { replace: true });
    }
  });

  const manufacturerOptions = manufacturers.data
    ? [
        {
          label: c.basic.domestic,
          options: manufacturers.data.items.filter((x) => !x.imported).map((x) => ({ value: x.id, label: x.name })),
        },
        {
          label: c.basic.imported,
          options: manufacturers.data.items.filter((x) => x.imported).map((x) => ({ value: x.id, label: x.name })),
        },
      ].filter((group) => group.options.length > 0)
    : [];
  const modelOptions = (models.data?.items ?? []).map((x) => ({ value: x.id, label: x.name }));
  const variantOptions = (variants.data?.items ?? []).map((x) => ({ value: x.id, label: `${x.name}（${x.seats}人乗り）` }));

  return (
    <form noValidate onSubmit={submit} className="space-y-6">
      <fieldset disabled={locked} className="space-y-6">
        <Controller
          control={form.control}
          name="serviceType"
          render={({ field }) => (
            <div className="space-y-1.5">
              <RadioGroup
                legend={c.basic.serviceType}
                name={field.name}
                options={CarServiceType.values.map((value) => ({ value, label: CarServiceType.labels[value] }))}
                value={field.value as CarServiceType}
                onChange={field.onChange}
                onBlur={field.onBlur}
                error={errors.serviceType?.message}
              />
              {(field.value === 'CarShare' || field.value === 'RentalCar') && (
                <p className="text-xs text-ink-muted">{c.basic.serviceTypeHint[field.value]}</p>
              )}
            </div>
          )}
        />
        <div className="grid gap-5 md:grid-cols-3">
          <SelectField
            label={c.basic.manufacturer}
            placeholder={c.basic.choose}
            options={manufacturerOptions}
            error={errors.manufacturerId?.message}
            {...form.register('manufacturerId', {
              onChange: () => {
                form.setValue('modelId', '');
                form.setValue('carVariantId', '');
              },
            })}
          />
          <SelectField
            label={c.basic.model}
            placeholder={
              manufacturerId === ''
                ? c.basic.chooseManufacturerFirst
                : models.isSuccess && modelOptions.length === 0
                  ? c.basic.noModels
                  : c.basic.choose
            }
            options={modelOptions}
            disabled={manufacturerId === '' || models.isPending}
            error={errors.modelId?.message}
            {...form.register('modelId', { onChange: () => form.setValue('carVariantId', '') })}
          />
          <SelectField
            label={c.basic.variant}
            placeholder={modelId === '' ? c.basic.chooseModelFirst : c.basic.choose}
            options={variantOptions}
            disabled={modelId === '' || variants.isPending}
            error={errors.carVariantId?.message}
            {...form.register('carVariantId')}
          />
        </div>
        <p className="-mt-3 text-xs text-ink-muted">{c.basic.variantHint}</p>
        <TextField
          label={c.basic.title}
          hint={c.basic.titleHint}
          placeholder={c.basic.titlePlaceholder}
          maxLength={60}
          error={errors.title?.message}
          {...form.register('title')}
        />
        <TextAreaField
          label={c.basic.description}
          hint={c.basic.descriptionHint}
          placeholder={c.basic.descriptionPlaceholder}
          rows={6}
          maxLength={3000}
          error={errors.description?.message}
          {...form.register('description')}
        />
      </fieldset>
      <StepActions
        primaryLabel={car ? undefined : c.basic.create}
        onSaveOnly={car ? step.submit() : undefined}
        state={step.state}
        savedAt={step.savedAt}
        dirty={form.formState.isDirty}
        locked={locked}
        onNext={() => confirmLeave(form.formState.isDirty) && goTo(2)}
      />
    </form>
  );
}
