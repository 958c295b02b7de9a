import { zodResolver } from '@hookform/resolvers/zod';
import { useQuery } from '@tanstack/react-query';
import type { OwnedSpot } from '@kurumatabi/contract';
import { SpotKind } from '@kurumatabi/contract/enums';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { toast } from 'react-toastify';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/input';
import { SelectField } from '@/components/ui/select';
import { TextAreaField } from '@/components/ui/textarea';
import { useSession } from '@/lib/session';
import { spotTypesQuery, useCreateSpot, useUpdateSpot } from '../api/spots';
import { listingMessages as m, spotListingMessages as s } from '../messages';
import { confirmLeave } from '../shared/confirm-leave';
import { StepActions } from '../shared/step-actions';
import { StepCard, StepSkeletonBody } from '../shared/step-card';
import { fieldOfDetailPath } from '../shared/steps';
import { useStepSave } from '../shared/use-step-save';
import { spotBasicSchema, toSpotBasicValues, type SpotBasicOutput, type SpotBasicValues } from './schemas';
import { spotEditPath } from './steps';

interface SpotBasicStepProps {
  spot: OwnedSpot | null;
  locked: boolean;
  goTo: (step: number) => void;
  onStale: () => void;
}

/** ① 基本情報: the spot type (grouped by kind), title and description; a new spot's draft is created here. */
export function SpotBasicStep({ spot, locked, goTo, onStale }: SpotBasicStepProps) {
  const { authenticated } = useSession();
  const navigate = useNavigate();
  const types = useQuery({ ...spotTypesQuery, enabled: authenticated });
  const create = useCreateSpot();
  const update = useUpdateSpot();
  const form = useForm<SpotBasicValues, unknown, SpotBasicOutput>({
    resolver: zodResolver(spotBasicSchema),
    defaultValues: toSpotBasicValues(spot),
  });
  const errors = form.formState.errors;

  const save = async (fields: SpotBasicOutput): Promise<OwnedSpot> => {
    if (spot) return update.mutateAsync({ spotId: spot.id, ...fields });
    const { description, ...draft } = fields;
    const created = await create.mutateAsync(draft);
    if (description === '') return created;
    try {
      return await update.mutateAsync({ spotId: created.id, description });
    } catch {
      return created;
    }
  };
  const step = useStepSave({
    form,
    save,
    valuesOf: toSpotBasicValues,
    fieldOf: (path) => fieldOfDetailPath(path, ['spotTypeId', 'title', 'description'] as const),
    onStale,
  });
  const submit = step.submit((saved) => {
    if (spot) return goTo(2);
    toast.success(s.created);
    void navigate(spotEditPath(saved.id, 2), { replace: true });
  });

  const typeGroups = SpotKind.values
    .map((kind) => ({
      label: SpotKind.labels[kind],
      options: (types.data?.items ?? []).filter((type) => type.spotKind === kind).map((type) => ({ value: type.id, label: type.name })),
    }))
    .filter((group) => group.options.length > 0);

  return (
    <StepCard step={1} title={s.stepTitles[0]} lead={s.stepLeads[0]}>
      {types.isError ? (
        <Alert tone="error">
          <p>{s.masterLoadFailed}</p>
          <Button size="sm" variant="outline" className="mt-3" onClick={() => void types.refetch()}>
            {m.retry}
          </Button>
        </Alert>
      ) : types.isPending ? (
        <StepSkeletonBody />
      ) : (
        <form noValidate onSubmit={submit} className="space-y-6">
          <fieldset disabled={locked} className="space-y-6">
            <SelectField
              label={s.basic.spotType}
              placeholder={s.basic.choose}
              hint={s.basic.spotTypeHint}
              options={typeGroups}
              error={errors.spotTypeId?.message}
              className="sm:max-w-md"
              {...form.register('spotTypeId')}
            />
            <TextField
              label={s.basic.title}
              hint={s.basic.titleHint}
              placeholder={s.basic.titlePlaceholder}
              maxLength={60}
              error={errors.title?.message}
              {...form.register('title')}
            />
            <TextAreaField
              label={s.basic.description}
              hint={s.basic.descriptionHint}
              placeholder={s.basic.descriptionPlaceholder}
              rows={6}
              maxLength={3000}
              error={errors.description?.message}
              {...form.register('description')}
            />
          </fieldset>
          <StepActions
            primaryLabel={spot ? undefined : s.basic.create}
            onSaveOnly={spot ? step.submit() : undefined}
            state={step.state}
            savedAt={step.savedAt}
            dirty={form.formState.isDirty}
            locked={locked}
            onNext={() => confirmLeave(form.formState.isDirty) && goTo(2)}
          />
        </form>
      )}
    </StepCard>
  );
}
