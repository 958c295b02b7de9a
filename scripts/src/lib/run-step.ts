import { spawn } from 'node:child_process';
import { repoRoot } from './paths.js';

export interface StepResult {
  name: string;
  ok: boolean;
  seconds: number;
  passed?: number;
  failed?: number;
}

/** Runs one command of the test pipeline with inherited output and measures it. */
export async function runStep(name: string, command: string, args: string[], env: Record<string, string> = {}): Promise<StepResult> {
  const started = Date.now();
  console.log(`\n━━ ${name} ━━  ${[command, ...args].join(' ')}`);
  const code = await new Promise<number | null>((resolve) => {
    const child = spawn(command, args, { cwd: repoRoot, stdio: 'inherit', env: { ...process.env, ...env } });
    child.once('error', () => resolve(1));
    child.once('exit', (c) => resolve(c));
  });
  return { name, ok: code === 0, seconds: (Date.now() - started) / 1000 };
}
