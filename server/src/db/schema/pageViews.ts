import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './users.js';

/**
 * Page-view events (spec §9: "page-view events on route change", issue 21). `route` is the route
 * pattern (`/apps/editor`), never a URL with ids, so no document or user is named in it.
 */
export const pageViews = pgTable(
  'page_views',
  {
    id: uuid().primaryKey(),
    /** The signed-in viewer (from the session, never from the report body); null when signed out. */
    userId: uuid().references(() => users.id, { onDelete: 'set null' }),
    route: text().notNull(),
    referrerRoute: text(),
    language: text({ enum: ['en', 'zh-CN'] }).notNull(),
    viewport: text({ enum: ['phone', 'tablet', 'desktop'] }).notNull(),
    release: text().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('page_views_created_idx').on(t.createdAt),
    index('page_views_route_created_idx').on(t.route, t.createdAt),
  ],
);
export type PageViewRow = typeof pageViews.$inferSelect;
