import { z } from 'zod';

/** The public page an invite link opens (spec §2). */
export const INVITATION_PAGE = '/front-pages/invitation';

/** A share code: 8 characters of an alphabet without look-alikes (no 0/O, 1/I/L). */
export const SHARE_CODE_ALPHABET = '23456789ABCDEFGHJKMNPQRSTUVWXYZ';
export const SHARE_CODE_LENGTH = 8;

/** An invite code as typed: trimmed and upper-cased, so a code read aloud or retyped still matches. */
export const InviteCode = z
  .string()
  .trim()
  .max(64)
  .transform((s) => s.toUpperCase());

/** `GET /v1/shareCode/generateShareCode`: the user's stable code, its link and a QR code of the link. */
export const ShareCodeRes = z.object({
  shareCode: z.string(),
  /** Absolute URL of `/front-pages/invitation?code=…`. */
  link: z.string(),
  /** The link as a QR code, an SVG document (to show on a phone). */
  qrSvg: z.string(),
});
export type ShareCodeRes = z.infer<typeof ShareCodeRes>;

/** `GET /v1/shareCode/getSuccessRegisterCount`: accounts registered with the user's code. */
export const SuccessRegisterCountRes = z.object({ count: z.number().int() });
export type SuccessRegisterCountRes = z.infer<typeof SuccessRegisterCountRes>;

/** `GET /v1/shareCode/getPointsObtained`: words the user earned from invitations. */
export const PointsObtainedRes = z.object({ points: z.number().int() });
export type PointsObtainedRes = z.infer<typeof PointsObtainedRes>;

/** One invitee on the inviter's dashboard, masked (e.g. `ab***@example.com`, `138****5678`). */
export const RecentInvitee = z.object({
  account: z.string(),
  registeredAt: z.string(),
  /** Words the inviter got for this invitee (0 when the daily cap was reached). */
  rewardWords: z.number().int(),
});
export type RecentInvitee = z.infer<typeof RecentInvitee>;

/** `GET /v1/shareCode/recentInvitees`: the 20 newest invitees. */
export const RecentInviteesRes = z.object({ items: z.array(RecentInvitee) });
export type RecentInviteesRes = z.infer<typeof RecentInviteesRes>;
