import { describe, expect, it } from 'vitest';
import { Lifecycle } from './processes.js';

describe('Lifecycle', () => {
  it('stops its children in reverse order of start, once', async () => {
    const lifecycle = new Lifecycle();
    const stopped: string[] = [];
    for (const name of ['PostgreSQL', 'emulator', 'API']) lifecycle.add(name, async () => void stopped.push(name));
    await Promise.all([lifecycle.stopAll(), lifecycle.stopAll()]);
    expect(stopped).toEqual(['API', 'emulator', 'PostgreSQL']);
    expect(lifecycle.isStopping).toBe(true);
  });

  it('stops at once a child added after the shutdown began (it would otherwise outlive the process)', async () => {
    const lifecycle = new Lifecycle();
    const stopped: string[] = [];
    lifecycle.add('PostgreSQL', async () => void stopped.push('PostgreSQL'));
    const stopping = lifecycle.stopAll();
    lifecycle.add('API started meanwhile', async () => void stopped.push('API started meanwhile'));
    expect(stopped).toContain('API started meanwhile');
    await stopping;
    await lifecycle.stopAll();
    expect(stopped.filter((name) => name === 'API started meanwhile')).toHaveLength(1);
  });
});
