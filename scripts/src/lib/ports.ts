import net from 'node:net';

/** Resolves true when nothing listens on the port yet (we can bind it on 127.0.0.1). */
export function isPortFree(port: number, host = '127.0.0.1'): Promise<boolean> {
  return new Promise((resolve) => {
    const server = net.createServer();
    server.once('error', () => resolve(false));
    server.listen({ port, host, exclusive: true }, () => server.close(() => resolve(true)));
  });
}

export class StepError extends Error {
  constructor(
    readonly step: string,
    message: string,
    readonly hint: string,
  ) {
    super(message);
    this.name = 'StepError';
  }
}

export async function assertPortFree(port: number, what: string, envName: string): Promise<void> {
  if (!(await isPortFree(port))) {
    throw new StepError(
      what,
      `ポート ${port} は既に使用されています（${what}）。 Port ${port} is already in use (${what}).`,
      `そのポートを使っているプロセスを止めるか、${envName}=<別のポート> を指定して再実行してください。 Stop the process using it, or set ${envName} to another port.`,
    );
  }
}

/**
 * Polls until `probe` resolves true or the deadline passes. `failed` is checked first on every
 * round: when it returns a reason (the process we wait for has exited), waiting stops at once.
 */
export async function waitFor(
  probe: () => Promise<boolean>,
  options: { timeoutMs: number; what: string; failed?: () => string | null },
): Promise<void> {
  const deadline = Date.now() + options.timeoutMs;
  for (;;) {
    const reason = options.failed?.();
    if (reason) throw new Error(`${options.what}: ${reason}`);
    if (await probe().catch(() => false)) return;
    if (Date.now() > deadline) throw new Error(`${options.what} did not become ready within ${Math.round(options.timeoutMs / 1000)} s`);
    await new Promise((r) => setTimeout(r, 200));
  }
}
