import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { AdminUserItem, AdminUserLookupQuery, AdminUsersQuery, AdminUsersRes } from '@inkstone/shared/api/admin';
import { envelopeOf } from '@inkstone/shared/envelope';
import { V1 } from '@inkstone/shared/paths';
import { findUserByAccount } from '../../../admin/findUserByAccount.js';
import type { AppContext } from '../../../context.js';
import * as balance from '../../../db/repos/balance.js';
import * as usersRepo from '../../../db/repos/users.js';
import { presentAdminUser } from '../../../presenters/adminUser.js';
import { ok } from '../../ok.js';
import { routeSchema } from '../../routeSchema.js';

/** /v1/admin: operator views, open only to roles with the `access admin` rule (spec §6). */
export function registerAdminRoutes(app: FastifyInstance, ctx: AppContext): void {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    V1.admin.users,
    {
      onRequest: [app.requireAbility('access', 'admin')],
      schema: {
        ...routeSchema('admin'),
        querystring: AdminUsersQuery,
        response: { 200: envelopeOf(AdminUsersRes) },
      },
    },
    async (req) => {
      const { page, pageSize } = req.query;
      const { rows, total } = await usersRepo.listPage(ctx.db, (page - 1) * pageSize, pageSize);
      return ok({ items: rows.map(presentAdminUser), total });
    },
  );
  r.get(
    V1.admin.usersLookup,
    {
      onRequest: [app.requireAbility('access', 'admin')],
      schema: {
        ...routeSchema('admin'),
        querystring: AdminUserLookupQuery,
        response: { 200: envelopeOf(AdminUserItem) },
      },
    },
    async (req) => {
      const user = await findUserByAccount(ctx.db, req.query.account);
      // The balance as the ledger's cache holds it now, not the row's copy read a moment ago.
      return ok({ ...presentAdminUser(user), durWordsLeft: await balance.wordsLeft(ctx.db, user.id) });
    },
  );
}
