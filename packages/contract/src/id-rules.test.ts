import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { defineEndpoint } from './endpoint.js';
import { declarationProblems, idFieldPaths, idRuleNames, isIdFieldName, owned, reference, staff, type IdRule } from './id-rules.js';
import { endpoints } from './index.js';

const path = '/v1/show-x' as const;
const base = { path, tag: 't', summary: 's', access: 'user', output: z.object({}) } as const;

describe('the id declarations (ADR 0020)', () => {
  it('declare every id-like field of every endpoint’s input, and only those, each with a rule that fits', () => {
    for (const e of endpoints) {
      expect(declarationProblems(e), e.path).toEqual([]);
      expect(Object.keys(e.ids).sort(), e.path).toEqual(idFieldPaths(e.input));
      for (const rule of Object.values(e.ids)) expect(idRuleNames).toContain(rule.rule);
    }
  });

  it('report a new endpoint whose declaration is missing, stale or wrong (the suite fails on it)', () => {
    const input = z.strictObject({ carId: z.uuid(), photoIds: z.array(z.uuid()).optional(), carKindId: z.string() });
    const withIds = (ids: Record<string, IdRule>, access = 'user') => ({ access, input, ids });
    expect(declarationProblems(withIds({}))).toEqual(['carId: not declared', 'photoIds: not declared', 'carKindId: not declared']);
    expect(
      declarationProblems(withIds({ carId: reference(), photoIds: owned('image'), carKindId: owned('car'), spotId: owned('spot') })),
    ).toEqual([
      'carId: reference does not fit a UUID',
      'carKindId: owner does not fit a master slug',
      'spotId: declared but not an id field of the input',
    ]);
    expect(declarationProblems(withIds({ carId: staff('car'), photoIds: owned('image'), carKindId: reference() }))).toEqual([
      'carId: staff is a rule of the operator calls only',
    ]);
    expect(declarationProblems(withIds({ carId: staff('car'), photoIds: owned('image'), carKindId: reference() }, 'operator'))).toEqual([]);
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
