import type { AccidentKind, Image } from '@kurumatabi/contract';
import { reserveMessages as m } from './messages';

/** The accident or defect report as the dialog edits it. */
export interface ReportValues {
  kind: AccidentKind;
  /** `YYYY-MM-DDTHH:mm` in Japan time (a datetime-local field's value). */
  occurredAt: string;
  place: string;
  description: string;
  policeCalled: boolean;
  photos: Image[];
}

export const REPORT_PLACE_MAX = 200;
export const REPORT_DESCRIPTION_MAX = 3000;

const JST_OFFSET_MS = 9 * 3_600_000;

/** Now as a datetime-local value in Japan time, whatever the device's zone. */
export function nowForInput(now: Date = new Date()): string {
  return new Date(now.getTime() + JST_OFFSET_MS).toISOString().slice(0, 16);
}

/**
 * The time a new report starts from: now, or the return when the car or spot is already back — a report is
 * dated within the stay (ADR 0024), and what is found after the return happened by then at the latest.
 */
export function defaultOccurredAt(returnedAt: string | null, now: Date = new Date()): string {
  const returned = returnedAt ? new Date(returnedAt) : null;
  return nowForInput(returned && returned < now ? returned : now);
}

/** A datetime-local value (Japan time) as the API's instant with its offset. */
export function occurredAtInstant(value: string): string {
  return `${value}:00+09:00`;
}

/** The fields' Japanese messages, checked before sending (the API checks the same). */
export function reportProblems(values: ReportValues): Partial<Record<'occurredAt' | 'place' | 'description', string>> {
  const problems: Partial<Record<'occurredAt' | 'place' | 'description', string>> = {};
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/.test(values.occurredAt)) problems.occurredAt = m.report.occurredAtRequired;
  const place = values.place.trim();
  if (!place) problems.place = m.report.placeRequired;
  else if (place.length > REPORT_PLACE_MAX) problems.place = m.report.tooLong(m.report.place, REPORT_PLACE_MAX);
  const description = values.description.trim();
  if (!description) problems.description = m.report.descriptionRequired;
  else if (description.length > REPORT_DESCRIPTION_MAX)
    problems.description = m.report.tooLong(m.report.description, REPORT_DESCRIPTION_MAX);
  return problems;
}
