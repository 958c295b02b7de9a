import { z } from 'zod';
import { driverLicense } from '../driver-license/dto.js';

/** A licence as the operator sees it: the number masked, the photos through signed URLs. */
export const driverLicenseVerification = z.object({
  user: z.object({ id: z.uuid(), name: z.string(), email: z.string() }),
  driverLicense,
});
export type DriverLicenseVerification = z.infer<typeof driverLicenseVerification>;

/** Who listed a car or spot, as the operator sees them. */
export const listingOwner = z.object({ id: z.uuid(), name: z.string(), email: z.string() });
export type ListingOwner = z.infer<typeof listingOwner>;
