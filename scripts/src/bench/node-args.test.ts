import { describe, expect, it } from 'vitest';
import { apiNodeArgsForRun } from './node-args.js';

describe('apiNodeArgsForRun', () => {
  it('gives no arguments when nothing is set', () => {
    expect(apiNodeArgsForRun(undefined, 1)).toEqual([]);
    expect(apiNodeArgsForRun('', 3)).toEqual([]);
  });

  it('gives one setting to every run', () => {
    expect(apiNodeArgsForRun(' --cpu-prof  --cpu-prof-dir=/tmp/prof ', 1)).toEqual(['--cpu-prof', '--cpu-prof-dir=/tmp/prof']);
    expect(apiNodeArgsForRun('--cpu-prof --cpu-prof-dir=/tmp/prof', 2)).toEqual(['--cpu-prof', '--cpu-prof-dir=/tmp/prof']);
  });

  it('takes the variants in turn over the runs', () => {
    const raw = '--trace-gc --heap-growing-percent=300|--trace-gc';
    expect([1, 2, 3, 4].map((run) => apiNodeArgsForRun(raw, run))).toEqual([
      ['--trace-gc', '--heap-growing-percent=300'],
      ['--trace-gc'],
      ['--trace-gc', '--heap-growing-percent=300'],
      ['--trace-gc'],
    ]);
  });

  it('lets a variant be the default (nothing), on either side', () => {
    expect(apiNodeArgsForRun('|--single-threaded-gc', 1)).toEqual([]);
    expect(apiNodeArgsForRun('|--single-threaded-gc', 2)).toEqual(['--single-threaded-gc']);
  });
});
