import { toHalfWidthDigits, userLocationFields, type UserLocation } from '@kurumatabi/contract';
import { z } from '@/lib/zod';
import { locationMessages } from './messages';

const m = locationMessages.form;

/**
 * A coordinate typed as text: blank is "not given" (null); anything else must read as a decimal
 * number (full-width digits and the full-width minus accepted), then meet the contract's range.
 */
function coordinate(range: typeof userLocationFields.latitude, notNumber: string) {
  return z
    .string()
    .transform((value, ctx) => {
      const text = toHalfWidthDigits(value.trim())
        .replace(/[－ー−]/g, '-')
        .replace(/．/g, '.');
      if (text === '') return null;
      if (!/^-?\d+(\.\d+)?$/.test(text)) {
        ctx.addIssue({ code: 'custom', message: notNumber });
        return z.NEVER;
      }
      return Number(text);
    })
    .pipe(range.unwrap());
}

/** The form's schema: the contract's fields, with the coordinates read from text and given as a pair. */
export const locationFormSchema = z
  .object({
    ...userLocationFields,
    // The select starts on '' (nothing chosen): the contract's enum then says 都道府県を選んでください.
    prefecture: z.string().pipe(userLocationFields.prefecture),
    latitude: coordinate(userLocationFields.latitude, m.latitudeNotNumber),
    longitude: coordinate(userLocationFields.longitude, m.longitudeNotNumber),
  })
  .superRefine((value, ctx) => {
    if (value.latitude === null && value.longitude !== null)
      ctx.addIssue({ code: 'custom', path: ['latitude'], message: m.latitudeMissing });
    if (value.longitude === null && value.latitude !== null)
      ctx.addIssue({ code: 'custom', path: ['longitude'], message: m.longitudeMissing });
  });

/** What the form's inputs hold: text everywhere, '' for an unchosen prefecture or an empty coordinate. */
export type LocationFormValues = z.input<typeof locationFormSchema>;
export type LocationFormOutput = z.output<typeof locationFormSchema>;

export const emptyLocationForm: LocationFormValues = {
  name: '',
  postalCode: '',
  prefecture: '',
  city: '',
  addressLine: '',
  latitude: '',
  longitude: '',
  note: '',
};

/** A saved location as the form shows it for editing. */
export function toLocationFormValues(location: UserLocation): LocationFormValues {
  return {
    name: location.name,
    postalCode: location.postalCode,
    prefecture: location.prefecture,
    city: location.city,
    addressLine: location.addressLine,
    latitude: location.latitude === null ? '' : String(location.latitude),
    longitude: location.longitude === null ? '' : String(location.longitude),
    note: location.note,
  };
}
