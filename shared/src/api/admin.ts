import { z } from 'zod';
import { Page, PageSize } from './common.js';
import { LoginUserType } from './user.js';

/** Query of `GET /v1/admin/users`. */
export const AdminUsersQuery = z.object({ page: Page, pageSize: PageSize });
export type AdminUsersQuery = z.infer<typeof AdminUsersQuery>;

/** One account as an administrator sees it. */
export const AdminUserItem = z.object({
  id: z.string(),
  userAccount: z.string(),
  nickname: z.string(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  loginUserType: LoginUserType,
  durWordsLeft: z.number().int(),
  lastLoginTime: z.string().nullable(),
  createdAt: z.string(),
});
export type AdminUserItem = z.infer<typeof AdminUserItem>;

/** Newest accounts first. */
export const AdminUsersRes = z.object({ items: z.array(AdminUserItem), total: z.number().int() });
export type AdminUsersRes = z.infer<typeof AdminUsersRes>;

/** `GET /v1/admin/users/lookup`: one account by its id, email or phone. */
export const AdminUserLookupQuery = z.object({ account: z.string().trim().min(1, 'is required').max(254) });
export type AdminUserLookupQuery = z.infer<typeof AdminUserLookupQuery>;
