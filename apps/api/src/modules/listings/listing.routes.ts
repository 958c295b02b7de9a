import type { Endpoint, ParsedInput } from '@kurumatabi/contract';
import type { EncodableBody } from '../../http/encoded-body.js';
import { registeredUser, type Route, type RouteContext } from '../../http/route.js';
import { listingEndpoints, type KindName, type ListingEndpoints, type ListingRouteService } from './listing-contract.js';

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
