// @vitest-environment node
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import * as registry from '@kurumatabi/contract';
import { describe, expect, it } from 'vitest';
import { lightEndpointModule, lightEnums, pureConstants, withoutEnumSchemas } from './light-endpoints';

const contractDir = fileURLToPath(new URL('../../../packages/contract/src', import.meta.url));
const webSourceDir = fileURLToPath(new URL('../src', import.meta.url));

/** The web's own modules (tests aside): what the browser runs. */
function webModules(): { file: string; code: string }[] {
  return readdirSync(webSourceDir, { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file))
    .map((file) => ({ file, code: readFileSync(path.join(webSourceDir, file), 'utf8') }));
}

describe('light endpoints (ADR 0030)', () => {
  it('keeps exactly what the client reads of every endpoint, equal to the real definition', () => {
    const files = execFileSync('grep', ['-rl', '--include=*.ts', '--exclude=*.test.ts', '= defineEndpoint(', contractDir], {
      encoding: 'utf8',
    })
      .trim()
      .split('\n');
    let light = 0;
    for (const file of files) {
      const module = lightEndpointModule(readFileSync(file, 'utf8'));
      if (module === null) continue; // a definition that spreads shared fields stays whole
      const [, name, json] = /^export const (\w+) = (.*);\n$/.exec(module) ?? [];
      const real = (registry as unknown as Record<string, registry.Endpoint>)[name ?? ''];
      expect(real, file).toBeDefined();
      expect(JSON.parse(json ?? '{}'), file).toEqual({ path: real?.path, name: real?.name, access: real?.access, body: real?.body });
      light += 1;
    }
    expect(light).toBeGreaterThan(registry.endpoints.length - 5);
  });

  it('drops the enumerations’ schema and rewrites other modules’ X.schema', () => {
    const enums = lightEnums(readFileSync(`${contractDir}/enums.ts`, 'utf8'));
    expect(enums).not.toMatch(/from 'zod'/);
    expect(enums).toContain('get schema(): never');
    expect(withoutEnumSchemas('  spotKind: SpotKind.schema,')).toBe('  spotKind: z.enum(SpotKind.values),');
  });

  it('wraps top-level constants in a pure call, multi-line chains included', () => {
    const source = [
      "import { z } from 'zod';",
      'export const A = 20;',
      'export const name = text()',
      '  .min(1)',
      '  .max(2);',
      '',
      'const shape = z.object({',
      '  id: z.string(),',
      '});',
      'export type Shape = z.infer<typeof shape>;',
    ].join('\n');
    expect(pureConstants(source).split('\n')).toEqual([
      "import { z } from 'zod';",
      'export const A = /*#__PURE__*/ (() => (20))();',
      'export const name = /*#__PURE__*/ (() => (text()',
      '  .min(1)',
      '  .max(2)))();',
      '',
      'const shape = /*#__PURE__*/ (() => (z.object({',
      '  id: z.string(),',
      '})))();',
      'export type Shape = z.infer<typeof shape>;',
    ]);
  });

  it('keeps an arrow function’s block body inside its wrapper (its closing `};` is at column 0)', () => {
    const source = [
      'const overlapping = (ranges: readonly number[]) => {',
      '  const sorted = [...ranges];',
      '  return sorted.length > 1;',
      '};',
      '',
    ].join('\n');
    expect(pureConstants(source).split('\n')).toEqual([
      'const overlapping = /*#__PURE__*/ (() => ((ranges: readonly number[]) => {',
      '  const sorted = [...ranges];',
      '  return sorted.length > 1;',
      '}))();',
      '',
    ]);
  });

  it('no browser module reads an endpoint’s schemas, which the light contract does not carry (the deactivation form once crashed on it)', () => {
    const endpointNames = new Set(
      Object.entries(registry).flatMap(([name, value]) =>
        value && typeof value === 'object' && 'path' in value && 'input' in value ? [name] : [],
      ),
    );
    const readers: string[] = [];
    for (const { file, code } of webModules()) {
      for (const match of code.matchAll(/import \{([^}]*)\} from '@kurumatabi\/contract'/g)) {
        const names = match[1]!.split(',').map((part) =>
          part
            .trim()
            .replace(/^type /, '')
            .split(' as ')
            .pop()!
            .trim(),
        );
        for (const name of names) {
          if (endpointNames.has(name) && new RegExp(`\\b${name}\\.(input|output|errors|ids)\\b`).test(code))
            readers.push(`${file}: ${name}`);
        }
      }
    }
    expect(endpointNames.size).toBeGreaterThan(100);
    expect(readers).toEqual([]);
  });
});
