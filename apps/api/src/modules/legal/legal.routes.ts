import { showPrivacyPolicy, showShareContract, showTerms } from '@kurumatabi/contract';
import type { ModuleRoutes } from '../module.js';
import { createLegalRepository } from './legal.repository.js';
import { createLegalService } from './legal.service.js';

export const legalRoutes: ModuleRoutes = (route, { db, contentCacheTtlMs }) => {
  const legal = createLegalService(createLegalRepository(db), { cacheTtlMs: contentCacheTtlMs });
  route(showTerms, () => legal.showCurrent('Terms'));
  route(showPrivacyPolicy, () => legal.showCurrent('PrivacyPolicy'));
  route(showShareContract, () => legal.showCurrent('ShareContract'));
};
