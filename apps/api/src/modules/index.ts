import { faqRoutes } from './faq/faq.routes.js';
import { legalRoutes } from './legal/legal.routes.js';
import type { ModuleRoutes } from './module.js';
import { usersRoutes } from './users/users.routes.js';

/** Every module's routes; together they must cover the whole registry (checked at startup). */
export const modules: readonly ModuleRoutes[] = [legalRoutes, faqRoutes, usersRoutes];
