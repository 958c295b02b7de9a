import { searchBankBranches, searchBanks, showUserBankAccount, updateUserBankAccount } from '@kurumatabi/contract';
import { registeredUser } from '../../http/route.js';
import type { ModuleRoutes } from '../module.js';

export const bankAccountsRoutes: ModuleRoutes = (route, { services }) => {
  route(showUserBankAccount, (ctx) => services.bankAccounts.show(registeredUser(ctx), ctx.body.view));
  route(updateUserBankAccount, (ctx) => services.bankAccounts.update(registeredUser(ctx), ctx.body));
  route(searchBanks, (ctx) => services.bankAccounts.banks(ctx.body.keyword));
  route(searchBankBranches, (ctx) => services.bankAccounts.branches(ctx.body.bankCode, ctx.body.keyword));
};
