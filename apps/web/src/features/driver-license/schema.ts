import { image, LicenseColor, licenseNumber, type DriverLicense } from '@kurumatabi/contract';
import { z } from '@/lib/zod';
import { driverLicenseMessages as m } from './messages';

const JST_OFFSET_MS = 9 * 60 * 60 * 1000;

/** Today's calendar day in Japan (`YYYY-MM-DD`): the API refuses a licence that expired before it. */
export function todayInJapan(now: Date = new Date()): string {
  return new Date(now.getTime() + JST_OFFSET_MS).toISOString().slice(0, 10);
}

function isLicenseColor(value: string): value is LicenseColor {
  return (LicenseColor.values as readonly string[]).includes(value);
}

/**
 * The form: the contract's rules (12 digits after normalising, a colour, an ISO date) with a
 * Japanese message on every field, and the photos held as images so the field can preview them.
 * Whether the photos are required depends on the button (審査を申請する), so it is checked there.
 */
export function driverLicenseFormSchema(now: () => Date = () => new Date()) {
  return z.object({
    number: z.string().trim().min(1, m.requiredNumber).pipe(licenseNumber),
    color: z
      .string()
      .refine(isLicenseColor, m.requiredColor)
      .transform((value) => value as LicenseColor),
    expiresOn: z
      .string()
      .min(1, m.requiredExpiresOn)
      .pipe(z.iso.date(m.requiredExpiresOn))
      .refine((day) => day >= todayInJapan(now()), m.expiredOn),
    frontImage: image.nullable(),
    backImage: image.nullable(),
  });
}

export type DriverLicenseFormInput = z.input<ReturnType<typeof driverLicenseFormSchema>>;
export type DriverLicenseFormValues = z.output<ReturnType<typeof driverLicenseFormSchema>>;

/** The form's starting values: the saved licence (its full number, `view: 'edit'`) or empty. */
export function formDefaults(licence: DriverLicense | null): DriverLicenseFormInput {
  return {
    number: licence?.number ?? '',
    color: licence?.color ?? '',
    expiresOn: licence?.expiresOn ?? '',
    frontImage: licence?.frontImage ?? null,
    backImage: licence?.backImage ?? null,
  };
}

/** Which required photos are missing for a verification request (field → message). */
export function missingPhotos(values: Pick<DriverLicenseFormValues, 'frontImage' | 'backImage'>) {
  const missing: { field: 'frontImage' | 'backImage'; message: string }[] = [];
  if (!values.frontImage) missing.push({ field: 'frontImage', message: m.requiredFront });
  if (!values.backImage) missing.push({ field: 'backImage', message: m.requiredBack });
  return missing;
}

/** The last four digits only, like the API's masked view (`********9012`). */
export function maskLicenseNumber(number: string): string {
  return number.length <= 4 ? number : `${'*'.repeat(number.length - 4)}${number.slice(-4)}`;
}
