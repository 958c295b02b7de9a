import type { Db } from '../db/client.js';
import type { Route } from '../http/route.js';

/** What a module's routes file receives: the route helper and the shared dependencies. */
export interface ModuleDeps {
  db: Db;
}

export type ModuleRoutes = (route: Route, deps: ModuleDeps) => void;
