import { spawn } from 'node:child_process';
import { repoRoot } from './paths.js';

export interface StepResult {
  name: string;
  ok: boolean;
  seconds: number;
  passed?: number;
  failed?: number;
  /** A failed buffered step's last lines, printed again under the summary (a CI log often keeps only its end). */
  tail?: string;
}

const TAIL_LINES = 40;

/**
 * Runs one command of the test pipeline and measures it. Its output goes straight to the terminal, or,
 * with `buffered` (a step running beside another), is kept and printed whole when it ends, so that two
 * steps' lines never interleave.
 */
export async function runStep(
  name: string,
  command: string,
  args: string[],
  env: Record<string, string> = {},
  { buffered = false }: { buffered?: boolean } = {},
): Promise<StepResult> {
  const started = Date.now();
  const header = `\n━━ ${name} ━━  ${[command, ...args].join(' ')}`;
  if (!buffered) console.log(header);
  const output: Buffer[] = [];
  const code = await new Promise<number | null>((resolve) => {
    const child = spawn(command, args, {
      cwd: repoRoot,
      stdio: buffered ? ['ignore', 'pipe', 'pipe'] : 'inherit',
      env: { ...process.env, ...env },
    });
    child.stdout?.on('data', (chunk: Buffer) => output.push(chunk));
    child.stderr?.on('data', (chunk: Buffer) => output.push(chunk));
    child.once('error', () => resolve(1));
    child.once('close', (c) => resolve(c));
  });
  const result: StepResult = { name, ok: code === 0, seconds: (Date.now() - started) / 1000 };
  if (buffered) {
    const text = Buffer.concat(output).toString('utf8');
    console.log(header);
    process.stdout.write(text);
    if (!result.ok) result.tail = text.trimEnd().split('\n').slice(-TAIL_LINES).join('\n');
  }
  return result;
}
