import { spawn } from 'node:child_process';
import { repoRoot } from './paths.js';

export interface StepResult {
  name: string;
  ok: boolean;
  seconds: number;
  passed?: number;
  failed?: number;
}

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
  if (buffered) {
    console.log(header);
    process.stdout.write(Buffer.concat(output));
  }
  return { name, ok: code === 0, seconds: (Date.now() - started) / 1000 };
}
