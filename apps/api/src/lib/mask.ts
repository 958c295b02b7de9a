/** `1234567` → `****567`: personal numbers leave the API masked but for the owner's edit form. */
export function maskTail(value: string, visible: number): string {
  return '*'.repeat(Math.max(0, value.length - visible)) + value.slice(-visible);
}
