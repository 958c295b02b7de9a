import { SPOT_MATERIAL_FIELDS, type createSpot, type OwnedSpot, type ParsedInput, type updateSpot } from '@kurumatabi/contract';
import { regionOf } from '@kurumatabi/contract/enums';
import {
  spotAdditionalFacilities,
  spotBasicFacilities,
  spotRules,
  spotSurroundingFacilities,
  type SpotPlanRow,
  type SpotRow,
  type SpotTypeRow,
} from '../../db/schema/index.js';
import { AppError } from '../../http/app-error.js';
import { idListField, optionsField, sameValue, type ListingSaveKind } from '../listings/listing-save.js';
import type { SpotPlanFields } from './spot-documents.js';
import { spotDocumentColumns } from './spot-kind.js';
import { spotMissingFields, toOwnedSpot } from './spot-owned.js';
import { checkedPlans, plansAsInput, type PlanWithId } from './spot-plans.js';
import { SPOT_MATERIAL_COLUMNS, spotFieldOf, splitPlans } from './spot-revision.js';
import type { SpotInsert, SpotsRepository, SpotUpdate } from './spots.repository.js';

type SpotContentFields = Omit<ParsedInput<typeof updateSpot>, 'spotId' | 'publicationState' | 'requestVerification'>;

/** The plans a save leaves: checked against the spot's kind, and whether they differ from the current ones. */
type CheckedPlans = { planValues: PlanWithId[]; plansChanged: boolean };

const NO_PLANS: readonly SpotPlanRow[] = [];

/** An active spot type, or 422 on `spotTypeId`. */
async function activeType(repo: SpotsRepository, id: string): Promise<SpotTypeRow> {
  const type = await repo.activeType(id);
  if (!type) throw new AppError('MASTER_REFERENCE_INVALID', { details: [{ path: 'spotTypeId', message: '選べないスポットの種類です。' }] });
  return type;
}

/**
 * What a spot lends the owner's create and save (ADR 0052): its type and kind, its master ids and its plans, which
 * it keeps beside its columns (a verified spot's plan texts wait for verification, ADR 0023).
 */
export function spotSave(
  now: () => Date,
): ListingSaveKind<
  SpotRow,
  SpotUpdate,
  SpotInsert,
  SpotsRepository,
  ParsedInput<typeof createSpot>,
  SpotTypeRow,
  CheckedPlans,
  readonly SpotPlanFields[],
  readonly SpotPlanRow[],
  OwnedSpot
> {
  return {
    kind: 'spot',
    notFound: 'SPOT_NOT_FOUND',
    idKey: 'spotId',
    materialColumns: SPOT_MATERIAL_COLUMNS,
    materialFields: SPOT_MATERIAL_FIELDS,
    fieldOf: spotFieldOf,
    masterFields: [
      idListField('basicFacilityIds', spotBasicFacilities, '設備'),
      optionsField(spotAdditionalFacilities, '有料サービス'),
      idListField('surroundingFacilityIds', spotSurroundingFacilities, '周辺施設'),
      idListField('ruleIds', spotRules, 'ルール'),
    ],
    extraField: 'plans',
    prepareCreate: (repo, input) => activeType(repo, input.spotTypeId),
    insertValues: async (_repo, user, input, type) => ({
      ownerUserId: user.id,
      spotTypeId: type.id,
      spotKind: type.spotKind,
      title: input.title,
    }),
    noExtra: NO_PLANS,
    loadExtra: (repo, id) => repo.currentPlans(id),
    splitChanges: (changes) => {
      const { plans, ...columns } = changes as { plans?: SpotPlanFields[] };
      return { columns: columns as Partial<SpotRow>, extra: plans };
    },
    checkChanges: async (repo, { fields: given, current, currentExtra, approvedExtra, changed, set }) => {
      const fields = given as SpotContentFields;
      let kind = current.spotKind;
      if (changed.includes('spotTypeId')) {
        kind = (await activeType(repo, fields.spotTypeId!)).spotKind;
        set.spotKind = kind;
      }
      if (changed.includes('prefecture')) set.region = regionOf(fields.prefecture!);
      // The plans as they will be: the given list, or the current one checked against a changed kind.
      const planValues = checkedPlans(
        kind,
        fields.plans ?? plansAsInput(currentExtra),
        [...approvedExtra, ...currentExtra],
        fields.plans ? 'plans' : 'spotTypeId',
      );
      const plansChanged = fields.plans !== undefined && !sameValue(planValues, plansAsInput(currentExtra));
      if (plansChanged) changed.push('plans');
      return { planValues, plansChanged };
    },
    missingFields: (next, { planValues }) => spotMissingFields(next, planValues.length),
    writeExtra: async (repo, id, { planValues, plansChanged }, approvedPlans) =>
      plansChanged ? repo.replacePlans(id, planValues) : approvedPlans,
    splitExtra: async (repo, id, { approved, next, approvedExtra, checked }) => {
      const planSplit = splitPlans(approved.spotKind, next.spotKind, approvedExtra, checked.planValues);
      const live = sameValue(planSplit.live, plansAsInput(approvedExtra)) ? approvedExtra : await repo.replacePlans(id, planSplit.live);
      return { live, pending: planSplit.pending ? { plans: planSplit.pending } : null };
    },
    documentColumns: (repo, spot, plans, host, photos) => spotDocumentColumns(repo, spot, plans, host, now, photos),
    toOwned: (spot, plans, photos, revision) => toOwnedSpot(spot, plans, photos, revision),
  };
}
