import { useState } from 'react';

/**
 * The Idempotency-Key of a create call (ADR 0016): one key per submission, reused when the same
 * submission is sent again (a retry after a lost answer answers the first reservation instead of
 * making a second), a new one as soon as anything in the body changes (the API refuses a key
 * reused with another body).
 */
export class SubmissionKeys {
  private last: { fingerprint: string; key: string } | null = null;

  constructor(private readonly generate: () => string) {}

  keyFor(body: unknown): string {
    const fingerprint = JSON.stringify(body);
    if (this.last?.fingerprint !== fingerprint) this.last = { fingerprint, key: this.generate() };
    return this.last.key;
  }

  /** After a refusal of the key itself: the next submission gets a fresh one. */
  forget(): void {
    this.last = null;
  }
}

/** A random key of the browser (36 visible characters, within the API's 1–128). */
export function randomKey(): string {
  return crypto.randomUUID();
}

/** One SubmissionKeys for the lifetime of a reserve form. */
export function useSubmissionKeys(): SubmissionKeys {
  const [keys] = useState(() => new SubmissionKeys(randomKey));
  return keys;
}
