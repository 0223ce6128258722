import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  AdminIdParams,
  AdminPackage,
  AdminPackagesRes,
  PackageReorderReq,
  PackageUpsertReq,
} from '@inkstone/shared/api/adminEconomy';
import { envelopeOf } from '@inkstone/shared/envelope';
import { V1 } from '@inkstone/shared/paths';
import { createPackage, reorderPackages, retirePackage, updatePackage } from '../../../admin/packagesAdmin.js';
import type { AppContext } from '../../../context.js';
import * as packagesRepo from '../../../db/repos/topUpPackages.js';
import { presentAdminPackage } from '../../../presenters/adminEconomy.js';
import { ok } from '../../ok.js';
import { routeSchema } from '../../routeSchema.js';

/** /v1/admin/packages: top-up packages (issue 20); every change is in the audit log. */
export function registerAdminPackageRoutes(app: FastifyInstance, ctx: AppContext): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const common = { onRequest: [app.requireAbility('access', 'admin')] };
  const schema = routeSchema('admin');
  const one = { 200: envelopeOf(AdminPackage) };
  const list = { 200: envelopeOf(AdminPackagesRes) };

  r.get(V1.admin.packages, { ...common, schema: { ...schema, response: list } }, async () =>
    ok({ items: (await packagesRepo.listAll(ctx.db)).map(presentAdminPackage) }),
  );

  r.post(V1.admin.packages, { ...common, schema: { ...schema, body: PackageUpsertReq, response: one } }, async (req) =>
    ok(presentAdminPackage(await createPackage(ctx, req.user.id, req.body))),
  );

  r.put(
    V1.admin.package,
    { ...common, schema: { ...schema, params: AdminIdParams, body: PackageUpsertReq, response: one } },
    async (req) => ok(presentAdminPackage(await updatePackage(ctx, req.user.id, req.params.id, req.body))),
  );

  r.post(
    V1.admin.packageRetire,
    { ...common, schema: { ...schema, params: AdminIdParams, response: one } },
    async (req) => ok(presentAdminPackage(await retirePackage(ctx, req.user.id, req.params.id))),
  );

  r.post(
    V1.admin.packagesReorder,
    { ...common, schema: { ...schema, body: PackageReorderReq, response: list } },
    async (req) => ok({ items: (await reorderPackages(ctx, req.user.id, req.body)).map(presentAdminPackage) }),
  );
}
