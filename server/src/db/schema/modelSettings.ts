import { pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './users.js';

/**
 * The model configuration saved on the admin page; when the row exists it overrides the LLM_*
 * environment variables. The API key is stored only encrypted (AES-256-GCM, see llm/secretBox.ts)
 * with a masked hint for display.
 */
export const modelSettings = pgTable('model_settings', {
  /** Always `default`: one configuration per installation. */
  id: text().primaryKey(),
  provider: text({ enum: ['openai-compatible', 'anthropic'] }).notNull(),
  baseUrl: text(),
  model: text().notNull(),
  fastModel: text(),
  apiKeyCiphertext: text(),
  apiKeyHint: text(),
  /** How structured steps ask for JSON: `auto` or a mode (shared/api/modelSettings StructuredOutputSetting). */
  structuredOutput: text({ enum: ['auto', 'json_schema', 'json_object', 'tool', 'prompt'] })
    .notNull()
    .default('auto'),
  updatedBy: uuid().references(() => users.id, { onDelete: 'set null' }),
  updatedAt: timestamp({ withTimezone: true }).notNull(),
});
export type ModelSettingsRow = typeof modelSettings.$inferSelect;
