import { zodResolver } from '@hookform/resolvers/zod';
import type { DriverLicense, Image } from '@kurumatabi/contract';
import { ApiError } from '@kurumatabi/contract/client';
import { Send } from 'lucide-react';
import { Controller, useForm, type FieldPath } from 'react-hook-form';
import { toast } from 'react-toastify';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { ImageUploadField } from '@/components/ui/image-upload-field';
import { TextField } from '@/components/ui/input';
import { uploadPrivateImageFile } from '@/lib/upload-image';
import { useUpdateDriverLicense } from '../api/update-driver-license';
import { driverLicenseMessages as m } from '../messages';
import { driverLicenseFormSchema, formDefaults, missingPhotos, type DriverLicenseFormInput, type DriverLicenseFormValues } from '../schema';
import { LicenseColorChoice } from './license-color-choice';

/** A Japanese licence card is 85.6 × 54 mm. */
const CARD_ASPECT = '85.6 / 54';

/** The API's field paths (validation details) on the form's fields. */
const fieldOfPath: Partial<Record<string, FieldPath<DriverLicenseFormInput>>> = {
  number: 'number',
  color: 'color',
  expiresOn: 'expiresOn',
  frontImageId: 'frontImage',
  backImageId: 'backImage',
};

interface DriverLicenseFormProps {
  licence: DriverLicense | null;
  /** The photos' signed URLs expired: fetch the licence again for fresh ones. */
  onPhotosExpired: () => void;
  /** The server says the licence is under verification (e.g. sent from another tab): reload it. */
  onStale: () => void;
}

/** The licence's fields and photos; 保存する keeps it as a draft, 審査を申請する sends it for verification. */
export function DriverLicenseForm({ licence, onPhotosExpired, onStale }: DriverLicenseFormProps) {
  const mutation = useUpdateDriverLicense();
  const form = useForm<DriverLicenseFormInput, unknown, DriverLicenseFormValues>({
    resolver: zodResolver(driverLicenseFormSchema()),
    defaultValues: formDefaults(licence),
  });
  const { errors, isDirty } = form.formState;

  // The saved photo with the licence's latest signed URLs (refreshed by the query), a new upload as it came.
  const freshest = (value: Image | null): Image | null =>
    [licence?.frontImage, licence?.backImage].find((saved) => saved && saved.id === value?.id) ?? value;

  const submitWith = (requestVerification: boolean) =>
    form.handleSubmit(async (values) => {
      if (requestVerification) {
        const missing = missingPhotos(values);
        if (missing.length > 0) {
          missing.forEach(({ field, message }, i) => form.setError(field, { message }, { shouldFocus: i === 0 }));
          return;
        }
      }
      try {
        const saved = await mutation.mutateAsync({
          number: values.number,
          color: values.color,
          expiresOn: values.expiresOn,
          frontImageId: values.frontImage?.id ?? null,
          backImageId: values.backImage?.id ?? null,
          requestVerification,
        });
        form.reset(formDefaults(saved));
        toast.success(requestVerification ? m.requested : m.saved);
        if (requestVerification) window.scrollTo({ top: 0, behavior: 'smooth' });
      } catch (error) {
        showServerError(error, values);
      }
    });

  const showServerError = (error: unknown, values: DriverLicenseFormValues) => {
    if (!(error instanceof ApiError)) return toast.error(m.saveFailed);
    switch (error.code) {
      case 'DRIVER_LICENSE_EXPIRED':
        return form.setError('expiresOn', { message: m.expiredOn }, { shouldFocus: true });
      case 'DRIVER_LICENSE_PHOTOS_REQUIRED':
        return missingPhotos(values).forEach(({ field, message }) => form.setError(field, { message }));
      case 'IMAGE_NOT_FOUND':
        return toast.error(m.imageGone);
      case 'DRIVER_LICENSE_UNDER_VERIFICATION':
        toast.error(m.underVerification);
        return onStale();
      case 'VALIDATION_FAILED': {
        const known = (error.details ?? []).flatMap((detail) => {
          const field = fieldOfPath[detail.path];
          return field ? [{ field, message: detail.message }] : [];
        });
        if (known.length === 0) return toast.error(m.fixErrors);
        return known.forEach(({ field, message }) => form.setError(field, { message }));
      }
      default:
        return toast.error(error.message || m.saveFailed);
    }
  };

  const busy = mutation.isPending;
  return (
    <Card className="p-5 sm:p-8">
      <form noValidate onSubmit={submitWith(false)} aria-label={m.formHeading} className="space-y-8">
        <section className="space-y-5">
          <h2 className="text-lg font-bold">{m.formHeading}</h2>
          <TextField
            label={m.number}
            hint={m.numberHint}
            placeholder={m.numberPlaceholder}
            inputMode="numeric"
            autoComplete="off"
            spellCheck={false}
            maxLength={20}
            className="sm:max-w-sm"
            disabled={busy}
            error={errors.number?.message}
            {...form.register('number')}
          />
          <Controller
            control={form.control}
            name="color"
            render={({ field }) => (
              <LicenseColorChoice
                ref={field.ref}
                value={field.value}
                onChange={field.onChange}
                onBlur={field.onBlur}
                disabled={busy}
                error={errors.color?.message}
              />
            )}
          />
          <TextField
            label={m.expiresOn}
            hint={m.expiresOnHint}
            type="date"
            className="sm:max-w-xs"
            disabled={busy}
            error={errors.expiresOn?.message}
            {...form.register('expiresOn')}
          />
        </section>

        <section className="space-y-4 border-t border-line pt-8">
          <div className="space-y-1">
            <h2 className="text-lg font-bold">{m.photosHeading}</h2>
            <p className="text-sm leading-relaxed text-ink-soft">{m.photosLead}</p>
          </div>
          <div className="grid gap-6 sm:grid-cols-2">
            {(['frontImage', 'backImage'] as const).map((side) => (
              <Controller
                key={side}
                control={form.control}
                name={side}
                render={({ field }) => (
                  <ImageUploadField
                    label={side === 'frontImage' ? m.front : m.back}
                    hint={m.photoHint}
                    aspect={CARD_ASPECT}
                    fit="contain"
                    value={freshest(field.value)}
                    onChange={(image) => {
                      field.onChange(image);
                      form.clearErrors(side);
                    }}
                    upload={uploadPrivateImageFile}
                    onPreviewExpired={onPhotosExpired}
                    disabled={busy}
                    error={errors[side]?.message}
                  />
                )}
              />
            ))}
          </div>
        </section>

        <div className="space-y-4 border-t border-line pt-6">
          {licence?.status === 'Verified' && (
            <Alert tone="info">
              <p>{m.editResetsVerification}</p>
            </Alert>
          )}
          <p className="text-sm leading-relaxed text-ink-muted">{m.requestNote}</p>
          <div className="flex flex-col-reverse gap-3 sm:flex-row sm:items-center">
            <Button type="submit" variant="outline" disabled={busy} loading={busy && !mutation.variables?.requestVerification}>
              {m.save}
            </Button>
            <Button
              onClick={submitWith(true)}
              disabled={busy}
              loading={busy && mutation.variables?.requestVerification === true}
              icon={<Send className="size-4" aria-hidden />}
            >
              {m.requestVerification}
            </Button>
            {isDirty && (
              <p role="status" className="text-sm text-warning sm:ml-2">
                {m.unsavedChanges}
              </p>
            )}
          </div>
        </div>
      </form>
    </Card>
  );
}
