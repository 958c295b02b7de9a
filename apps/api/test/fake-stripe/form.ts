/**
 * Reads the SDK's request bodies and query strings: `application/x-www-form-urlencoded` with Stripe's bracket
 * notation (`metadata[reserveId]=r1`, `expand[0]=latest_charge`), the shape `qs` would give, without depending on
 * `qs` (a transitive package of something else, not ours to import).
 */

export type FormValue = string | FormValue[] | FormObject;
export interface FormObject {
  [key: string]: FormValue;
}

/** `a[b][0]` → `['a', 'b', '0']`; a key without brackets is one segment. */
function segmentsOf(key: string): string[] {
  const open = key.indexOf('[');
  if (open <= 0) return [key];
  const rest = key.slice(open);
  const inner = [...rest.matchAll(/\[([^\]]*)\]/g)].map((match) => match[1] ?? '');
  return [key.slice(0, open), ...inner];
}

function isFormObject(value: FormValue | undefined): value is FormObject {
  return typeof value === 'object' && !Array.isArray(value);
}

/** Objects whose keys are all 0, 1, 2… were arrays on the SDK's side (`expand[0]`, `payment_method_types[0]`). */
function arraysFromIndexes(value: FormValue): FormValue {
  if (!isFormObject(value)) return value;
  const keys = Object.keys(value);
  const converted: FormObject = {};
  for (const key of keys) converted[key] = arraysFromIndexes(value[key] ?? '');
  const indexed = keys.length > 0 && keys.every((key, position) => key === String(position));
  return indexed ? keys.map((key) => converted[key] ?? '') : converted;
}

export function parseForm(encoded: string): FormObject {
  const root: FormObject = {};
  for (const [key, value] of new URLSearchParams(encoded)) {
    const path = segmentsOf(key);
    let node = root;
    path.forEach((segment, position) => {
      if (position === path.length - 1) {
        node[segment] = value;
        return;
      }
      const next = node[segment];
      if (isFormObject(next)) {
        node = next;
      } else {
        const created: FormObject = {};
        node[segment] = created;
        node = created;
      }
    });
  }
  const result = arraysFromIndexes(root);
  return isFormObject(result) ? result : {};
}

/** Same parameters, whatever order the pairs came in: what Stripe compares for a reused idempotency key. */
export function canonicalForm(encoded: string): string {
  return [...new URLSearchParams(encoded)]
    .map(([key, value]) => `${key}=${value}`)
    .sort()
    .join('&');
}

export function stringParam(form: FormObject, key: string): string | undefined {
  const value = form[key];
  return typeof value === 'string' ? value : undefined;
}

export function listParam(form: FormObject, key: string): string[] {
  const value = form[key];
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) return value.filter((item): item is string => typeof item === 'string');
  return [];
}

export function recordParam(form: FormObject, key: string): Record<string, string> {
  const value = form[key];
  if (!isFormObject(value)) return {};
  const record: Record<string, string> = {};
  for (const [name, item] of Object.entries(value)) if (typeof item === 'string') record[name] = item;
  return record;
}
