import { showUserBankAccount, updateUserBankAccount } from '@kurumatabi/contract';
import { registeredUser } from '../../http/route.js';
import type { ModuleRoutes } from '../module.js';

export const bankAccountsRoutes: ModuleRoutes = (route, { services }) => {
  route(showUserBankAccount, (ctx) => services.bankAccounts.show(registeredUser(ctx), ctx.body.view));
  route(updateUserBankAccount, (ctx) => services.bankAccounts.update(registeredUser(ctx), ctx.body));
};
