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
    if (error instanceof StepError) {
      console.error(`  ${error.message}\n  → ${error.hint}`);
    } else {
      console.error(`  ${error instanceof Error ? error.message : String(error)}`);
      console.error('  → 上のメッセージを確認してください。ポートの競合なら PORT / POSTGRES_PORT / AUTH_EMULATOR_PORT を変更できます。');
    }
    await lifecycle.stopAll(log);
    process.exit(1);
  }
}
