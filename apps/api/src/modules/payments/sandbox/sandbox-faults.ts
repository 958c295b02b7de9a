/**
 * Faults a test injects into the sandbox (issue 33), to prove that a retry with the same
 * idempotency key never acts twice: `unavailable` fails the next call of an operation before it is
 * applied (a timeout, a 5xx); `drop-answer` applies it and then fails, as an answer lost on the way.
 */
export type SandboxOperation = 'authorize' | 'retrieve' | 'capture' | 'void' | 'refund' | 'transfer';
export type SandboxFault = 'unavailable' | 'drop-answer';

export class SandboxFaults {
  private readonly pending = new Map<SandboxOperation, SandboxFault[]>();

  /** The next call of `operation` (after those already armed) meets `fault`. */
  failNext(operation: SandboxOperation, fault: SandboxFault): this {
    this.pending.set(operation, [...(this.pending.get(operation) ?? []), fault]);
    return this;
  }

  /** The fault armed for this call, if any (each is used once). */
  take(operation: SandboxOperation): SandboxFault | null {
    const queue = this.pending.get(operation);
    return queue?.shift() ?? null;
  }

  clear(): void {
    this.pending.clear();
  }
}
