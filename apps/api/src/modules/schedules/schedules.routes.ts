import { showReserveSchedules } from '@kurumatabi/contract';
import type { ModuleRoutes } from '../module.js';
import { createSchedulesRepository } from './schedules.repository.js';
import { createSchedulesService } from './schedules.service.js';

export const schedulesRoutes: ModuleRoutes = (route, { db, services }) => {
  const schedules = createSchedulesService(createSchedulesRepository(db), { db, now: services.now });
  route(showReserveSchedules, (ctx) => schedules.show(ctx.body));
};
