import { eq } from 'drizzle-orm';
import { modelSettings, type ModelSettingsRow } from '../schema/index.js';
import type { Db } from '../types.js';

const ID = 'default';

export type ModelSettingsValues = Omit<typeof modelSettings.$inferInsert, 'id'>;

/** The saved configuration, or undefined when the admin never saved one. */
export async function find(db: Db): Promise<ModelSettingsRow | undefined> {
  const [row] = await db.select().from(modelSettings).where(eq(modelSettings.id, ID));
  return row;
}

/** Creates or replaces the saved configuration. */
export async function save(db: Db, values: ModelSettingsValues): Promise<ModelSettingsRow> {
  const [row] = await db
    .insert(modelSettings)
    .values({ id: ID, ...values })
    .onConflictDoUpdate({ target: modelSettings.id, set: values })
    .returning();
  if (!row) throw new Error('upsert into model_settings returned no row');
  return row;
}

/** Deletes the saved configuration, so the environment applies again. */
export async function remove(db: Db): Promise<void> {
  await db.delete(modelSettings).where(eq(modelSettings.id, ID));
}
