import type { Db } from '../db/client.js';
import type { Route } from '../http/route.js';
import type { Services } from './services.js';

/** What a module's routes file receives: the route helper and the shared dependencies. */
export interface ModuleDeps {
  db: Db;
  /** How long content that changes only with a deploy may be served from memory (ADR 0008); 0 = never. */
  contentCacheTtlMs: number;
  /** The accounts issue's services, built once per app (modules/services.ts). */
  services: Services;
}

export type ModuleRoutes = (route: Route, deps: ModuleDeps) => void;
