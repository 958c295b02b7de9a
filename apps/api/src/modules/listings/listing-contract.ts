import * as contract from '@kurumatabi/contract';
import type { Endpoint, Output, ParsedInput } from '@kurumatabi/contract';
import type { VerificationStatus } from '@kurumatabi/contract/enums';
import type { UserRow } from '../../db/schema/index.js';
import type { EncodableBody } from '../../http/encoded-body.js';
import type { JsonText } from '../../http/json-text.js';

/** The listing core by the contract (ADR 0052): each kind's endpoints, and the core's answers typed by them. */

/** A kind as the contract names its endpoints (`listCar`, `listSpot`, …). */
export type KindName = 'Car' | 'Spot';

/**
 * The endpoints every kind of listing has, by what they do: the contract declares them under one pattern of names
 * per kind (list-car and list-spot, show-popular-cars and show-popular-spots, …), so the table is written once here.
 * A name the contract lacks is a type error.
 */
export function listingEndpoints<K extends KindName>(kind: K) {
  return {
    search: contract[`list${kind}`],
    show: contract[`show${kind}`],
    popular: contract[`showPopular${kind}s`],
    searchForUser: contract[`userList${kind}`],
    showForUser: contract[`userShow${kind}`],
    popularForUser: contract[`userShowPopular${kind}s`],
    create: contract[`create${kind}`],
    update: contract[`update${kind}`],
    listOwned: contract[`showOwnedUser${kind}s`],
    showOwned: contract[`showOwnedUser${kind}`],
    favorites: contract[`listFavorite${kind}`],
    setFavorite: contract[`update${kind}FavoriteStatus`],
  };
}

export type ListingEndpoints<K extends KindName> = ReturnType<typeof listingEndpoints<K>>;

/** What a handler of the endpoint may answer (as the route helper takes it). */
type Answer<E extends Endpoint> = Promise<Output<E> | JsonText<Output<E>>> | Output<E> | JsonText<Output<E>>;

/** The kind's service as these routes call it, each method typed by its endpoint's input and output. */
export interface ListingRouteService<E extends ListingEndpoints<KindName>> {
  search: (filters: ParsedInput<E['search']>) => Answer<E['search']>;
  show: (id: string) => Answer<E['show']>;
  keptDetail: (id: string) => EncodableBody | undefined;
  popular: (input: ParsedInput<E['popular']>) => Answer<E['popular']>;
  searchForUser: (user: UserRow, filters: ParsedInput<E['searchForUser']>) => Answer<E['searchForUser']>;
  showForUser: (user: UserRow, id: string) => Answer<E['showForUser']>;
  popularForUser: (user: UserRow, input: ParsedInput<E['popularForUser']>) => Answer<E['popularForUser']>;
  create: (user: UserRow, input: ParsedInput<E['create']>) => Answer<E['create']>;
  update: (user: UserRow, input: ParsedInput<E['update']>) => Answer<E['update']>;
  listOwned: (user: UserRow, limit: number, offset: number) => Answer<E['listOwned']>;
  showOwned: (user: UserRow, id: string) => Answer<E['showOwned']>;
  favorites: (user: UserRow, limit: number, offset: number) => Answer<E['favorites']>;
  setFavorite: (user: UserRow, id: string, favorite: boolean) => Answer<E['setFavorite']>;
}

type Decision = { status: 'Verified' | 'Rejected'; reason: string | null };

/** The shared service's answers a kind's service hands on, typed by the kind's endpoints (the stored ones as JSON text). */
export type ListingAnswers<K extends KindName, E extends ListingEndpoints<K> = ListingEndpoints<K>> = {
  search: (filters: ParsedInput<E['search']>) => Promise<JsonText<Output<E['search']>>>;
  show: (id: string) => Promise<JsonText<Output<E['show']>>>;
  keptDetail: (id: string) => EncodableBody | undefined;
  popular: (input: ParsedInput<E['popular']>) => Promise<JsonText<Output<E['popular']>>>;
  searchForUser: (user: UserRow, filters: ParsedInput<E['searchForUser']>) => Promise<Output<E['searchForUser']>>;
  popularForUser: (user: UserRow, input: ParsedInput<E['popularForUser']>) => Promise<Output<E['popularForUser']>>;
  favorites: (user: UserRow, limit: number, offset: number) => Promise<Output<E['favorites']>>;
  setFavorite: (user: UserRow, id: string, favorite: boolean) => Promise<Output<E['setFavorite']>>;
  verifications: (status: VerificationStatus, limit: number, offset: number) => Promise<Output<(typeof contract)[`list${K}Verifications`]>>;
  decide: (operatorId: string, id: string, decision: Decision) => Promise<Output<(typeof contract)[`verify${K}`]>>;
};

/** The shared service as listingAnswers reads it (its reads are generic in the kind's rows and cards). */
interface SharedAnswers {
  search(filters: never): Promise<JsonText<unknown>>;
  show(id: string): Promise<JsonText<unknown>>;
  keptDetail(id: string): EncodableBody | undefined;
  popular(input: never): Promise<JsonText<unknown>>;
  searchForUser(user: UserRow, filters: never): Promise<unknown>;
  popularForUser(user: UserRow, input: never): Promise<unknown>;
  favorites(user: UserRow, limit: number, offset: number): Promise<unknown>;
  setFavorite(user: UserRow, id: string, favorite: boolean): Promise<void>;
  verifications(status: VerificationStatus, limit: number, offset: number): Promise<unknown>;
  decide(operatorId: string, id: string, decision: Decision): Promise<unknown>;
}

/**
 * The shared service's answers as the kind's contract types them. The service answers the stored documents as they
 * are (JSON text rendered by the kind, ADR 0015), so their type is the contract's word: it is given here, once, and
 * the route helper checks every answer against the endpoint's output in tests (`verifyJsonText`).
 */
export function listingAnswers<K extends KindName>(
  _kind: K,
  idKey: keyof ParsedInput<ListingEndpoints<K>['setFavorite']> & string,
  core: SharedAnswers,
): ListingAnswers<K> {
  const answers = {
    search: core.search,
    show: core.show,
    keptDetail: core.keptDetail,
    popular: core.popular,
    searchForUser: core.searchForUser,
    popularForUser: core.popularForUser,
    favorites: core.favorites,
    setFavorite: async (user: UserRow, id: string, favorite: boolean) => {
      await core.setFavorite(user, id, favorite);
      return { [idKey]: id, isFavorite: favorite };
    },
    verifications: core.verifications,
    decide: core.decide,
  };
  return answers as unknown as ListingAnswers<K>;
}
