import { describe, expect, it } from 'vitest';
import { failureLines } from './orchestrator.js';
import { StepError } from './ports.js';
import { unreachableFolderError } from './postgres-folder.js';
import { step } from './stack.js';

/** What `step` makes of a failure inside it (the orchestrators see this wrapper). */
async function failedStep(error: Error): Promise<unknown> {
  return step(
    '埋め込み PostgreSQL の起動 (starting embedded PostgreSQL)',
    () => {},
    () => Promise.reject(error),
  ).catch((e: unknown) => e);
}

describe('failureLines', () => {
  it('says an unreachable database folder in one line with what to do, through the step’s wrapper, without the port hint', async () => {
    const lines = failureLines(await failedStep(unreachableFolderError('/root/k/.data/postgres', '権限がありません')));
    expect(lines).toHaveLength(2);
    expect(lines[0]).toContain('データフォルダ /root/k/.data/postgres に入れません');
    expect(lines[1]).toMatch(/^ {2}→ .*DATA_DIR/);
    expect(lines.join('\n')).not.toMatch(/ポート|PORT/);
  });

  it('keeps a port conflict’s own hint', async () => {
    const conflict = new StepError(
      '埋め込み PostgreSQL',
      'ポート 5433 は既に使用されています。',
      'POSTGRES_PORT=<別のポート> を指定してください。',
    );
    expect(failureLines(await failedStep(conflict))).toEqual([
      '  ポート 5433 は既に使用されています。',
      '  → POSTGRES_PORT=<別のポート> を指定してください。',
    ]);
    expect(failureLines(new Error('listen EADDRINUSE: address already in use 127.0.0.1:3000'))[1]).toContain('PORT');
  });

  it('gives any other failure no port hint', () => {
    expect(failureLines(new Error('relation "users" does not exist'))).toEqual([
      '  relation "users" does not exist',
      '  → 上のメッセージを確認してください。',
    ]);
  });
});
