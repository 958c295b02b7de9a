import type { Plugin } from 'vite';

/** The fields of an endpoint the browser's client reads (contract/src/client.ts): nothing else ships. */
export interface LightEndpoint {
  path: string;
  name: string;
  access: string;
  body: string;
}

const contractSource = /[\\/]packages[\\/]contract[\\/]src[\\/][^?]*\.ts$/;

function camelName(path: string): string {
  const last = path.split('/').pop() ?? path;
  return last.replace(/-([a-z])/g, (_, c: string) => c.toUpperCase());
}

/**
 * The light form of one endpoint file of the contract (each exports exactly one
 * `export const x = defineEndpoint({...})`), or null for any other file. The path, the optional
 * name, the access and the body kind are written as top-level string properties of the
 * definition; the schemas (input, output) and the rest are left out. A definition that spreads
 * shared fields in (the two image uploads) stays whole: it only ships with the pages that upload.
 */
export function lightEndpointModule(code: string): string | null {
  const declaration = /^export const (\w+) = defineEndpoint\(\{$/m.exec(code);
  if (!declaration || /^ {2}\.\.\./m.test(code)) return null;
  const field = (key: string) => new RegExp(`^  ${key}: '([^']+)',?$`, 'm').exec(code)?.[1];
  const path = field('path');
  const access = field('access');
  if (!path || !access) throw new Error(`light endpoints: ${declaration[1]} has no literal path or access`);
  const light: LightEndpoint = { path, name: field('name') ?? camelName(path), access, body: field('body') ?? 'json' };
  return `export const ${declaration[1]} = ${JSON.stringify(light)};\n`;
}

const enumSchema = 'schema: z.enum(values)';

/**
 * The contract's enumerations without their zod schema: the browser reads `values` and `labels`
 * (and `labelOf`), never `schema` (checking a value against an enumeration: `values.includes`).
 * Without this every page that shows a label carried zod.
 */
export function lightEnums(code: string): string {
  if (!code.includes(enumSchema)) throw new Error(`light endpoints: enums.ts no longer builds its enumerations with ${enumSchema}`);
  return code
    .replace(/^import \{ z \} from 'zod';$/m, '')
    .replace(enumSchema, "get schema(): never { throw new Error('enumeration schemas are not in the browser bundle (ADR 0030)'); }");
}

/** Other contract modules name an enumeration's schema as `X.schema`: in the browser, `z.enum(X.values)`. */
export function withoutEnumSchemas(code: string): string {
  return code.replace(/\b([A-Z]\w*)\.schema\b/g, 'z.enum($1.values)');
}

/**
 * Every top-level `const` of a contract module wrapped in a pure-annotated arrow call, so the
 * bundler drops the schemas a page does not use even when it uses a constant of the same module
 * (zod's calls are not known to be pure, and `import { z }` is rewritten into bare calls). The
 * source is Prettier's: a statement ends at the first line ending in `;` followed by a blank
 * line, a line at column 0 or the end of the file.
 */
export function pureConstants(code: string): string {
  const lines = code.split('\n');
  const out: string[] = [];
  for (let i = 0; i < lines.length; i += 1) {
    const start = /^((?:export )?const \w+(?:: [^=]+)? = )(.*)$/.exec(lines[i] ?? '');
    if (!start) {
      out.push(lines[i] ?? '');
      continue;
    }
    let end = i;
    // A line at column 0 that closes a bracket (`};` of an arrow function's body) still belongs to the statement.
    const ends = (n: number) => lines[n]?.endsWith(';') && (n + 1 >= lines.length || /^([^\s)\]}]|$)/.test(lines[n + 1] ?? ''));
    while (end < lines.length && !ends(end)) end += 1;
    if (end >= lines.length) return code; // not Prettier's shape: leave the module as it is
    const body = [start[2], ...lines.slice(i + 1, end + 1)].join('\n').replace(/;$/, '');
    out.push(`${start[1]}/*#__PURE__*/ (() => (${body}))();`);
    i = end;
  }
  return out.join('\n');
}

/**
 * ADR 0030: the browser never validates requests or responses (the API does), so the contract's
 * endpoint definitions reach the client bundle as plain objects without their zod schemas, and the
 * contract's modules are marked free of side effects, so a page only carries the DTO schemas and
 * rules it really uses (forms). Without this the first load carried every schema and zod (42 KB).
 * Client builds only: tests and server code use the real definitions.
 */
export function lightEndpoints(): Plugin {
  return {
    name: 'kurumatabi:light-endpoints',
    enforce: 'pre',
    transform(code, id, options) {
      if (options?.ssr || !contractSource.test(id)) return null;
      const light = /[\\/]enums\.ts$/.test(id) ? lightEnums(code) : (lightEndpointModule(code) ?? pureConstants(withoutEnumSchemas(code)));
      return { code: light, map: null, moduleSideEffects: false };
    },
  };
}
