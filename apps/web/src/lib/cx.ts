/** Joins class names, skipping falsy ones (the only class helper the design system needs). */
export function cx(...classes: (string | false | null | undefined)[]): string {
  return classes.filter(Boolean).join(' ');
}
