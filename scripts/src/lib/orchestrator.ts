import { Lifecycle } from './processes.js';
import { StepError } from './ports.js';

export function envPort(name: string, fallback: number): number {
  const raw = process.env[name];
  if (raw === undefined || raw === '') return fallback;
  const port = Number(raw);
  if (!Number.isInteger(port) || port < 1 || port > 65535) {
    throw new StepError('設定', `${name}=${raw} はポート番号として不正です。`, `${name} には 1〜65535 の整数を指定してください。`);
  }
  return port;
}

const log = (line: string) => console.log(line);

/** The StepError behind an error (a step's wrapper keeps it as its cause), if any. */
function stepErrorIn(error: unknown): StepError | null {
  for (let current = error, depth = 0; current && depth < 10; current = (current as { cause?: unknown }).cause, depth++) {
    if (current instanceof StepError) return current;
  }
  return null;
}

/** Whether a failure is a port already taken (the only case the port hint is for). */
const portConflict = (message: string) => /EADDRINUSE|address already in use|already in use|ポート \d+ は既に使用/i.test(message);

/**
 * What a failed start prints under 「起動に失敗しました」: a known step's message and what to do, or the error with
 * the port hint only when a port was taken.
 */
export function failureLines(error: unknown): string[] {
  const known = stepErrorIn(error);
  if (known) return [`  ${known.message}`, `  → ${known.hint}`];
  const message = error instanceof Error ? error.message : String(error);
  return [
    `  ${message}`,
    portConflict(message)
      ? '  → ポートが使われています。PORT / POSTGRES_PORT / AUTH_EMULATOR_PORT で別のポートを指定できます。'
      : '  → 上のメッセージを確認してください。',
  ];
}

/**
 * Runs an orchestrator: `main` starts things (registering their stops) and returns a promise that
 * settles when the main service ends on its own. Failures say which step failed and what to do.
 */
export async function runOrchestrator(
  main: (lifecycle: Lifecycle, log: (line: string) => void) => Promise<{ ended: Promise<number | null> }>,
): Promise<void> {
  const lifecycle = new Lifecycle();
  lifecycle.handleSignals(log);
  try {
    const { ended } = await main(lifecycle, log);
    const code = await ended;
    if (lifecycle.isStopping) return; // a signal is already stopping everything and will exit
    log(`API が終了しました (exit code ${code})。ほかのサービスを停止します。`);
    await lifecycle.stopAll(log);
    process.exit(code === 0 ? 0 : 1);
  } catch (error) {
    console.error('\n起動に失敗しました (start-up failed):');
    for (const line of failureLines(error)) console.error(line);
    await lifecycle.stopAll(log);
    process.exit(1);
  }
}
