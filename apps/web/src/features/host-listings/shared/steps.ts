/** The step of a listing form from `?step=` (1-based; 1 when absent or out of range). */
export function stepFromSearch(params: URLSearchParams, total: number): number {
  const step = Number(params.get('step'));
  return Number.isInteger(step) && step >= 1 && step <= total ? step : 1;
}

/** The 1-based page from `?page=` (1 when absent or not a positive whole number). */
export function pageFromSearch(params: URLSearchParams): number {
  const page = Number(params.get('page'));
  return Number.isInteger(page) && page >= 1 && page <= 10_000 ? page : 1;
}

export interface MissingItem {
  field: string;
  /** The field's Japanese name, or a fallback that still names it. */
  label: string;
  /** The 1-based step where it is entered, or null when no step knows it. */
  step: number | null;
}

/**
 * What the API says is still missing (`missingFields`, field names) as the submit step lists it:
 * each with its Japanese name and the step to go to, in step order, one line per label.
 */
export function missingItems(
  fields: readonly string[],
  labels: Readonly<Record<string, string>>,
  stepOf: Readonly<Record<string, number>>,
  fallback: (field: string) => string,
): MissingItem[] {
  const seen = new Set<string>();
  const items: MissingItem[] = [];
  for (const field of fields) {
    const root = field.split('.')[0] ?? field;
    const label = labels[root] ?? fallback(root);
    if (seen.has(label)) continue;
    seen.add(label);
    items.push({ field: root, label, step: stepOf[root] ?? null });
  }
  return items.sort((a, b) => (a.step ?? 99) - (b.step ?? 99));
}

/**
 * The form field that an API validation detail's path names: the longest prefix the step has
 * (`plans.0.name` as it is, `options.2.price` → `options` when the rows are not the form's).
 */
export function fieldOfDetailPath<F extends string>(path: string, fields: readonly F[]): F | null {
  const parts = path.split('.');
  for (let n = parts.length; n > 0; n -= 1) {
    const candidate = parts.slice(0, n).join('.');
    if ((fields as readonly string[]).includes(candidate)) return candidate as F;
  }
  return null;
}

/** `HH:MM` of a time the API may answer with seconds (`10:00:00`). */
export function hhmm(value: string | null | undefined): string {
  return value ? value.slice(0, 5) : '';
}
