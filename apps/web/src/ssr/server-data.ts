import type { Endpoint, Input, Output } from '@kurumatabi/contract';

/**
 * A public call answered in the server's process (ADR 0029): the API hands in its own services, so
 * the page's data never goes over HTTP to itself. Rejects with the API's error (a 404 …).
 */
export type ServerCall = <E extends Endpoint>(endpoint: E, input: Input<E>) => Promise<Output<E>>;

/** Fills the query a page shows with the server's answer, under the key the client's hook reads. */
export type Fill = <E extends Endpoint>(options: { queryKey: readonly unknown[] }, endpoint: E, input: Input<E>) => Promise<void>;

export interface ServerDataContext {
  url: URL;
  /** The path's parameters as the page declaration reads them (ids in lower case, slugs checked). */
  params: Record<string, string>;
  fill: Fill;
}

/**
 * The data a public page shows before anything else, exported by its screen module and fetched on the
 * server into the request's query cache (a visitor's keys, `public`), so hydration asks nothing again.
 * What is not here (a detail's reviews section, the filters' master lists) loads on the client.
 */
export type ServerData = (context: ServerDataContext) => Promise<unknown>;
