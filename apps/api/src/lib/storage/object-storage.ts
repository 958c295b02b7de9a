/** Object storage behind one interface (ADR 0012): keys like `images/<id>/800.webp`. */
export interface ObjectStorage {
  put(key: string, data: Buffer, contentType: string): Promise<void>;
  /** The object's bytes, or null when there is none. */
  get(key: string): Promise<Buffer | null>;
  delete(key: string): Promise<void>;
}

/** Keys are ours (ids and widths), never user input; anything else is a bug. */
export function assertSafeKey(key: string): void {
  if (!/^[a-z0-9][a-z0-9/_.-]*$/.test(key) || key.includes('..')) throw new Error(`unsafe storage key: ${key}`);
}
