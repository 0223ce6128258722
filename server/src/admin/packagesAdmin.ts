import type { PackageReorderReq, PackageUpsertReq } from '@inkstone/shared/api/adminEconomy';
import type { AppContext } from '../context.js';
import * as audit from '../db/repos/adminAuditLog.js';
import * as packagesRepo from '../db/repos/topUpPackages.js';
import type { TopUpPackageRow } from '../db/schema/index.js';
import { NotFoundError, ValidationError } from '../errors.js';

/*
 * Packages as an admin manages them (issue 20). Each change and its audit record are one
 * transaction. A package is retired, never deleted: orders name it.
 */

const PackageNotFound = () => NotFoundError('Package');

export function createPackage(ctx: AppContext, actorId: string, req: PackageUpsertReq): Promise<TopUpPackageRow> {
  const now = ctx.clock.now();
  return ctx.db.transaction(async (tx) => {
    const row = await packagesRepo.insert(tx, req, now);
    await audit.append(tx, {
      actorId,
      action: 'package.create',
      targetType: 'package',
      targetId: row.id,
      detail: req,
      now,
    });
    return row;
  });
}

export function updatePackage(
  ctx: AppContext,
  actorId: string,
  id: string,
  req: PackageUpsertReq,
): Promise<TopUpPackageRow> {
  const now = ctx.clock.now();
  return ctx.db.transaction(async (tx) => {
    const row = await packagesRepo.update(tx, id, req, now);
    if (!row) throw PackageNotFound();
    await audit.append(tx, {
      actorId,
      action: 'package.update',
      targetType: 'package',
      targetId: id,
      detail: req,
      now,
    });
    return row;
  });
}

/** Takes a package off sale; pending orders for it can still be paid. */
export function retirePackage(ctx: AppContext, actorId: string, id: string): Promise<TopUpPackageRow> {
  const now = ctx.clock.now();
  return ctx.db.transaction(async (tx) => {
    const row = await packagesRepo.update(tx, id, { retiredAt: now }, now);
    if (!row) throw PackageNotFound();
    await audit.append(tx, { actorId, action: 'package.retire', targetType: 'package', targetId: id, now });
    return row;
  });
}

/** Sets the order of the packages on sale: `ids` must name each of them exactly once. */
export function reorderPackages(ctx: AppContext, actorId: string, req: PackageReorderReq): Promise<TopUpPackageRow[]> {
  const now = ctx.clock.now();
  return ctx.db.transaction(async (tx) => {
    const onSale = await packagesRepo.listOnSale(tx);
    const expected = new Set(onSale.map((p) => p.id));
    if (
      req.ids.length !== expected.size ||
      new Set(req.ids).size !== req.ids.length ||
      !req.ids.every((id) => expected.has(id))
    )
      throw ValidationError('ids: must list every package on sale exactly once');
    for (const [i, id] of req.ids.entries()) await packagesRepo.update(tx, id, { sortOrder: i + 1 }, now);
    await audit.append(tx, {
      actorId,
      action: 'package.reorder',
      targetType: 'package',
      detail: { ids: req.ids },
      now,
    });
    return packagesRepo.listOnSale(tx);
  });
}
