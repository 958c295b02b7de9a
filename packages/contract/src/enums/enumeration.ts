import { z } from 'zod';

/** One enumeration of spec §3: its values, their Japanese labels, and the schema the API checks them with. */
export function enumeration<const T extends readonly string[]>(values: T, labels: { [K in T[number]]: string }) {
  return { values, labels, schema: z.enum(values) } as const;
}

/** The label of a value: the one way to show one. */
export function labelOf<T extends string>(e: { labels: Record<T, string> }, value: T): string {
  return e.labels[value];
}
