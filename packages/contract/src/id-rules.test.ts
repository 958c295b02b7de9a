import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { defineEndpoint } from './endpoint.js';
import { idFieldPaths, idRuleNames, isIdFieldName, owned, reference, staff } from './id-rules.js';
import { endpoints } from './index.js';

const path = '/v1/show-x' as const;
const base = { path, tag: 't', summary: 's', access: 'user', output: z.object({}) } as const;

describe('the id declarations (ADR 0020)', () => {
  it('declare every id-like field of every endpoint’s input, and only those', () => {
    for (const e of endpoints) expect(Object.keys(e.ids).sort(), e.path).toEqual(idFieldPaths(e.input));
  });

  it('use a known rule, staff only on operator calls and never on another level', () => {
    for (const e of endpoints) {
      for (const [field, rule] of Object.entries(e.ids)) {
        expect(idRuleNames, `${e.path} ${field}`).toContain(rule.rule);
        expect(rule.rule === 'staff', `${e.path} ${field}`).toBe(e.access === 'operator');
      }
    }
  });

  it('finds id fields at the top, inside arrays of objects, behind optionals, defaults and refinements', () => {
    const input = z
      .strictObject({
        id: z.uuid(),
        carId: z.uuid().optional(),
        photoIds: z.array(z.uuid()).default([]),
        plans: z.array(z.object({ id: z.uuid().optional(), name: z.string() })).optional(),
        options: z.array(z.object({ additionalFacilityId: z.string() })),
        settings: z.object({ notifyId: z.string().nullable() }),
        identity: z.string(),
        valid: z.boolean(),
      })
      .refine(() => true);
    expect(idFieldPaths(input)).toEqual(['carId', 'id', 'options[].additionalFacilityId', 'photoIds', 'plans[].id', 'settings.notifyId']);
    expect(['Id', 'identity', 'paid', 'void'].filter(isIdFieldName)).toEqual([]);
    expect(['id', 'carId', 'photoIds'].every(isIdFieldName)).toBe(true);
  });

  it('are required by the type: a missing, an extra or a misspelt field does not compile', () => {
    const input = z.strictObject({ carId: z.uuid(), photoIds: z.array(z.uuid()), title: z.string() });
    // @ts-expect-error photoIds is not declared
    defineEndpoint({ ...base, input, ids: { carId: owned('car') } });
    // @ts-expect-error title names no object
    defineEndpoint({ ...base, input, ids: { carId: owned('car'), photoIds: owned('image'), title: reference() } });
    // @ts-expect-error the declaration itself is mandatory, `ids: {}` for an endpoint without ids
    defineEndpoint({ ...base, input: z.strictObject({}) });
    const ok = defineEndpoint({ ...base, input, ids: { carId: owned('car'), photoIds: owned('image') } });
    expect(ok.ids).toEqual({ carId: { kind: 'car', rule: 'owner' }, photoIds: { kind: 'image', rule: 'owner' } });
    expect(staff('car')).toEqual({ kind: 'car', rule: 'staff' });
  });
});
