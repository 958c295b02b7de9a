import * as contract from '@kurumatabi/contract';
import type { Endpoint, Output, ParsedInput } from '@kurumatabi/contract';
import type { UserRow } from '../../db/schema/index.js';
import type { EncodableBody } from '../../http/encoded-body.js';
import { registeredUser, type JsonText, type Route, type RouteContext } from '../../http/route.js';

/** A kind as the contract names its endpoints (`listCar`, `listSpot`, …). */
type KindName = 'Car' | 'Spot';

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

type ListingEndpoints<K extends KindName> = ReturnType<typeof listingEndpoints<K>>;

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

/** A handler's context with its body as these routes read it (the endpoint's input, parsed by the route helper). */
type ListingContext = RouteContext<Endpoint> & { body: Record<string, unknown> };

/**
 * The routes every kind of listing has (ADR 0015, ADR 0052): the public search, popular list and detail, their
 * signed-in variants, the owner's listing and favourites. `idKey` names the listing's id in the inputs (`carId`).
 * The kind's routes file mounts these and the few endpoints of its own.
 */
export function mountListingRoutes<K extends KindName>(
  route: Route,
  kind: K,
  idKey: keyof ParsedInput<ListingEndpoints<K>['show']> & string,
  service: ListingRouteService<ListingEndpoints<K>>,
): void {
  type E = ListingEndpoints<K>;
  const endpoints: E = listingEndpoints(kind);
  // The route helper types a handler's context per endpoint, which it cannot resolve over a kind given as a
  // parameter: the endpoints are mounted through this view of it, and ListingRouteService keeps the calls typed.
  const mount = route as (
    endpoint: Endpoint,
    handler: (ctx: ListingContext) => unknown,
    options?: { kept: (input: Record<string, unknown>) => EncodableBody | undefined },
  ) => void;
  const user = registeredUser;
  const id = (body: Record<string, unknown>) => body[idKey] as string;
  const page = (ctx: ListingContext) => ctx.body as { limit: number; offset: number };
  const input = <R extends keyof E>(ctx: ListingContext) => ctx.body as ParsedInput<E[R]>;
  mount(endpoints.search, (ctx) => service.search(input<'search'>(ctx)));
  // Answered from memory before Fastify when the detail is kept (ADR 0018).
  mount(endpoints.show, (ctx) => service.show(id(ctx.body)), { kept: (body) => service.keptDetail(id(body)) });
  mount(endpoints.popular, (ctx) => service.popular(input<'popular'>(ctx)));
  mount(endpoints.searchForUser, (ctx) => service.searchForUser(user(ctx), input<'searchForUser'>(ctx)));
  mount(endpoints.showForUser, (ctx) => service.showForUser(user(ctx), id(ctx.body)));
  mount(endpoints.popularForUser, (ctx) => service.popularForUser(user(ctx), input<'popularForUser'>(ctx)));
  mount(endpoints.create, (ctx) => service.create(user(ctx), input<'create'>(ctx)));
  mount(endpoints.update, (ctx) => service.update(user(ctx), input<'update'>(ctx)));
  mount(endpoints.listOwned, (ctx) => service.listOwned(user(ctx), page(ctx).limit, page(ctx).offset));
  mount(endpoints.showOwned, (ctx) => service.showOwned(user(ctx), id(ctx.body)));
  mount(endpoints.favorites, (ctx) => service.favorites(user(ctx), page(ctx).limit, page(ctx).offset));
  mount(endpoints.setFavorite, (ctx) => service.setFavorite(user(ctx), id(ctx.body), ctx.body.favorite as boolean));
}
