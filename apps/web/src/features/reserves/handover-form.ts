import type { FuelLevel } from '@kurumatabi/contract';
import { reserveMessages as m } from './messages';

/** The note of a handover: at most this many characters (the API's limit). */
export const HANDOVER_NOTE_MAX = 1000;
const ODOMETER_MAX = 2_000_000;

export interface HandoverValues {
  /** As typed (half- or full-width digits, commas allowed). */
  odometer: string;
  fuelLevel: FuelLevel | null;
  note: string;
}

/** `12,345` or `１２３４５` as the number 12345; null when it is not a whole number of km. */
export function parseOdometer(text: string): number | null {
  const digits = text
    .trim()
    .replace(/[０-９]/g, (c) => String.fromCharCode(c.charCodeAt(0) - 0xfee0))
    .replace(/[,，]/g, '');
  if (!/^\d+$/.test(digits)) return null;
  const km = Number(digits);
  return km <= ODOMETER_MAX ? km : null;
}

/** The fields of the form that a problem can be shown at: the typed values and the photos. */
export type HandoverField = keyof HandoverValues | 'photos';
export type HandoverProblems = Partial<Record<HandoverField, string>>;

/** The form's fields in the order they are shown: the first with a problem takes the focus. */
export const HANDOVER_FIELD_ORDER: readonly HandoverField[] = ['odometer', 'fuelLevel', 'photos', 'note'];

/** The body's keys as the API names them in an error's `details` (`photoIds.1` for the second photo). */
const fieldOfPath = new Map<string, HandoverField>([
  ['odometerKm', 'odometer'],
  ['fuelLevel', 'fuelLevel'],
  ['note', 'note'],
  ['photoIds', 'photos'],
]);

/**
 * The fields of an API refusal's details (422 `RESERVE_CONDITIONS_INVALID` for an odometer that went down
 * or jumped, a photo of another record; 400 for a value out of range) as the form's problems, so that the
 * message stays under its field until it is changed. A photo's problem says which photo it is.
 */
export function handoverProblemsFromDetails(details: readonly { path: string; message: string }[] | undefined): HandoverProblems {
  const problems: HandoverProblems = {};
  const photos: { positions: number[]; message: string | null } = { positions: [], message: null };
  for (const detail of details ?? []) {
    const [key = '', index] = detail.path.split('.');
    const field = fieldOfPath.get(key);
    if (field === 'photos') {
      photos.message ??= detail.message;
      if (index !== undefined && /^\d+$/.test(index)) photos.positions.push(Number(index) + 1);
    } else if (field) problems[field] ??= detail.message;
  }
  if (photos.message) {
    problems.photos = photos.positions.length > 0 ? m.handover.photoProblem(photos.positions, photos.message) : photos.message;
  }
  return problems;
}

/** The fields' Japanese messages: a car needs the odometer and the fuel; every handover's note is bounded. */
export function handoverProblems(values: HandoverValues, car: boolean): HandoverProblems {
  const problems: HandoverProblems = {};
  if (car) {
    if (!values.odometer.trim()) problems.odometer = m.handover.odometerRequired;
    else if (parseOdometer(values.odometer) === null) problems.odometer = m.handover.odometerInvalid;
    if (!values.fuelLevel) problems.fuelLevel = m.handover.fuelRequired;
  }
  if (values.note.trim().length > HANDOVER_NOTE_MAX) problems.note = m.handover.noteTooLong(HANDOVER_NOTE_MAX);
  return problems;
}
