import { describe, expect, it } from 'vitest';
import { machineShares, machineTimes } from './cpu.js';

describe('machineShares', () => {
  it('splits the time between two readings into busy, idle and stolen', () => {
    expect(machineShares({ busy: 100, idle: 50, steal: 10 }, { busy: 250, idle: 80, steal: 30 })).toBe(
      'cores busy 75 %, idle 15 %, stolen by the host 10 %',
    );
  });

  it('says nothing without two readings or without time between them', () => {
    expect(machineShares(null, { busy: 1, idle: 1, steal: 0 })).toBe('');
    expect(machineShares({ busy: 1, idle: 1, steal: 0 }, { busy: 1, idle: 1, steal: 0 })).toBe('');
  });

  it('reads the machine on Linux', () => {
    const times = machineTimes();
    if (process.platform !== 'linux') return expect(times).toBeNull();
    expect(times!.busy).toBeGreaterThan(0);
    expect(times!.steal).toBeGreaterThanOrEqual(0);
  });
});
