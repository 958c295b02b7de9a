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

/** The fields' Japanese messages: a car needs the odometer and the fuel; every handover's note is bounded. */
export function handoverProblems(values: HandoverValues, car: boolean): Partial<Record<keyof HandoverValues, string>> {
  const problems: Partial<Record<keyof HandoverValues, string>> = {};
  if (car) {
    if (!values.odometer.trim()) problems.odometer = m.handover.odometerRequired;
    else if (parseOdometer(values.odometer) === null) problems.odometer = m.handover.odometerInvalid;
    if (!values.fuelLevel) problems.fuelLevel = m.handover.fuelRequired;
  }
  if (values.note.trim().length > HANDOVER_NOTE_MAX) problems.note = m.handover.noteTooLong(HANDOVER_NOTE_MAX);
  return problems;
}
