import { z } from 'zod';
import { FuelLevel, privatePhotoIds, reserveIdInput, reserveNote } from './dto.js';

/** What the host records when a car is handed over or comes back: odometer, fuel, photos (private images), a note. */
export const carHandoverInput = z.strictObject({
  reserveId: reserveIdInput,
  odometerKm: z
    .number({ error: '走行距離を入力してください。' })
    .int('走行距離は整数（km）で入力してください。')
    .min(0, '走行距離は0km以上で入力してください。')
    .max(2_000_000, '走行距離が大きすぎます。'),
  fuelLevel: z.enum(FuelLevel.values, { error: '燃料の残量を選んでください。' }),
  photoIds: privatePhotoIds,
  note: reserveNote,
});

/** What the host records at a spot's check-in or check-out: photos and a note. */
export const spotHandoverInput = z.strictObject({
  reserveId: reserveIdInput,
  photoIds: privatePhotoIds,
  note: reserveNote,
});

export const handoverErrors = [
  'USER_NOT_REGISTERED',
  'RESERVE_NOT_FOUND',
  'RESERVE_ACTION_FORBIDDEN',
  'RESERVE_STATUS_CONFLICT',
  'RESERVE_CONDITIONS_INVALID',
  'IMAGE_NOT_FOUND',
] as const;
