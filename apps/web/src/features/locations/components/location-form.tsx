import { useEffect, useRef } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import type { UserLocation } from '@kurumatabi/contract';
import { Prefecture, prefecturesOf, Region } from '@kurumatabi/contract/enums';
import { ApiError } from '@kurumatabi/contract/client';
import { useForm } from 'react-hook-form';
import { toast } from 'react-toastify';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { TextField } from '@/components/ui/input';
import { SelectField, type SelectOptionGroup } from '@/components/ui/select';
import { TextAreaField } from '@/components/ui/textarea';
import { useSaveUserLocation } from '../api/user-locations';
import {
  emptyLocationForm,
  locationFormSchema,
  toLocationFormValues,
  type LocationFormOutput,
  type LocationFormValues,
} from '../location-form-schema';
import { locationMessages } from '../messages';

const m = locationMessages;

/** The 47 prefectures grouped by region, in JIS order, for the select. */
const prefectureGroups: SelectOptionGroup[] = Region.values.map((region) => ({
  label: Region.labels[region],
  options: prefecturesOf(region).map((p) => ({ value: p.value, label: Prefecture.labels[p.value] })),
}));

interface LocationFormProps {
  /** The location to edit, or null to add a new one. */
  location: UserLocation | null;
  onClose: () => void;
  /** After a save, for the page to refresh what depends on the locations. */
  onSaved?: () => void;
}

/** Adds or edits one pickup location; every field is checked with the contract's rules, in Japanese. */
export function LocationForm({ location, onClose, onSaved }: LocationFormProps) {
  const mutation = useSaveUserLocation(onSaved);
  const frame = useRef<HTMLDivElement>(null);
  const form = useForm<LocationFormValues, unknown, LocationFormOutput>({
    resolver: zodResolver(locationFormSchema),
    defaultValues: location ? toLocationFormValues(location) : emptyLocationForm,
  });
  const errors = form.formState.errors;
  const titleId = location ? `location-form-${location.id}` : 'location-form-new';

  useEffect(() => {
    frame.current?.scrollIntoView({ block: 'nearest', behavior: 'smooth' });
    form.setFocus('name');
  }, [form]);

  const submit = form.handleSubmit(async (fields) => {
    try {
      await mutation.mutateAsync({ id: location?.id ?? null, fields });
      toast.success(location ? m.updated : m.created);
      onClose();
    } catch (error) {
      if (error instanceof ApiError && error.code === 'LOCATION_NOT_FOUND') {
        toast.error(m.notFound);
        onClose();
      } else if (error instanceof ApiError && (error.code === 'LOCATION_LIMIT_REACHED' || error.code === 'ROLE_REQUIRED')) {
        toast.error(error.message);
      } else {
        toast.error(m.saveFailed);
      }
    }
  });

  return (
    <div ref={frame} className="scroll-mt-24">
      <Card className="border-gold/50 p-5 sm:p-7">
        <h3 id={titleId} className="text-lg font-bold">
          {location ? m.form.editTitle : m.form.newTitle}
        </h3>
        <form onSubmit={submit} noValidate aria-labelledby={titleId} className="mt-5 space-y-5">
          <TextField
            label={m.form.name}
            hint={m.form.nameHint}
            placeholder={m.form.namePlaceholder}
            maxLength={50}
            error={errors.name?.message}
            {...form.register('name')}
          />
          <div className="grid gap-5 sm:grid-cols-[11rem_1fr]">
            <TextField
              label={m.form.postalCode}
              placeholder={m.form.postalCodePlaceholder}
              inputMode="numeric"
              autoComplete="postal-code"
              maxLength={10}
              error={errors.postalCode?.message}
              {...form.register('postalCode')}
            />
            <SelectField
              label={m.form.prefecture}
              placeholder={m.form.prefecturePlaceholder}
              options={prefectureGroups}
              autoComplete="address-level1"
              error={errors.prefecture?.message}
              {...form.register('prefecture')}
            />
          </div>
          <TextField
            label={m.form.city}
            placeholder={m.form.cityPlaceholder}
            autoComplete="address-level2"
            maxLength={50}
            error={errors.city?.message}
            {...form.register('city')}
          />
          <TextField
            label={m.form.addressLine}
            hint={m.form.addressHint}
            placeholder={m.form.addressLinePlaceholder}
            autoComplete="address-line1"
            maxLength={100}
            error={errors.addressLine?.message}
            {...form.register('addressLine')}
          />
          <fieldset className="space-y-3">
            <legend className="text-sm font-bold text-ink-soft">{m.form.coordinatesLegend}</legend>
            <p className="text-xs leading-relaxed text-ink-muted">{m.form.coordinatesHint}</p>
            <div className="grid grid-cols-2 gap-3">
              <TextField
                label={m.form.latitude}
                placeholder="35.6812"
                inputMode="decimal"
                error={errors.latitude?.message}
                {...form.register('latitude')}
              />
              <TextField
                label={m.form.longitude}
                placeholder="139.7671"
                inputMode="decimal"
                error={errors.longitude?.message}
                {...form.register('longitude')}
              />
            </div>
          </fieldset>
          <TextAreaField
            label={m.form.note}
            hint={m.form.noteHint}
            placeholder={m.form.notePlaceholder}
            maxLength={500}
            error={errors.note?.message}
            {...form.register('note')}
          />
          <div className="flex flex-wrap gap-3 border-t border-line pt-5">
            <Button type="submit" loading={mutation.isPending}>
              {m.form.save}
            </Button>
            <Button variant="ghost" onClick={onClose} disabled={mutation.isPending}>
              {m.form.cancel}
            </Button>
          </div>
        </form>
      </Card>
    </div>
  );
}
