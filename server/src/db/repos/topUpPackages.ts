import crypto from 'node:crypto';
import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import { topUpPackages, type TopUpPackageRow } from '../schema/index.js';
import type { Db } from '../types.js';

/** Packages on sale, in their order. */
export function listOnSale(db: Db): Promise<TopUpPackageRow[]> {
  return db
    .select()
    .from(topUpPackages)
    .where(isNull(topUpPackages.retiredAt))
    .orderBy(asc(topUpPackages.sortOrder), asc(topUpPackages.createdAt));
}

/** Every package, retired ones last (admin). */
export function listAll(db: Db): Promise<TopUpPackageRow[]> {
  return db
    .select()
    .from(topUpPackages)
    .orderBy(sql`${topUpPackages.retiredAt} is not null`, asc(topUpPackages.sortOrder), asc(topUpPackages.createdAt));
}

export async function findById(db: Db, id: string): Promise<TopUpPackageRow | undefined> {
  const [row] = await db.select().from(topUpPackages).where(eq(topUpPackages.id, id));
  return row;
}

/** A package still on sale. */
export async function findOnSale(db: Db, id: string): Promise<TopUpPackageRow | undefined> {
  const [row] = await db
    .select()
    .from(topUpPackages)
    .where(and(eq(topUpPackages.id, id), isNull(topUpPackages.retiredAt)));
  return row;
}

export type PackageFields = Pick<TopUpPackageRow, 'name' | 'words' | 'priceFen' | 'originalPriceFen' | 'badge'> &
  Partial<Pick<TopUpPackageRow, 'nameZh' | 'badgeZh'>>;

/** Adds a package at the end of the order. */
export async function insert(db: Db, fields: PackageFields, now: Date): Promise<TopUpPackageRow> {
  const [row] = await db
    .insert(topUpPackages)
    .values({
      id: crypto.randomUUID(),
      ...fields,
      sortOrder: sql`(select coalesce(max(sort_order), 0) + 1 from top_up_packages)`,
      createdAt: now,
      updatedAt: now,
    })
    .returning();
  if (!row) throw new Error('insert into top_up_packages returned no row');
  return row;
}

export async function update(
  db: Db,
  id: string,
  fields: Partial<PackageFields & Pick<TopUpPackageRow, 'sortOrder' | 'retiredAt'>>,
  now: Date,
): Promise<TopUpPackageRow | undefined> {
  const [row] = await db
    .update(topUpPackages)
    .set({ ...fields, updatedAt: now })
    .where(eq(topUpPackages.id, id))
    .returning();
  return row;
}
