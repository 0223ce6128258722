import type {
  PointsObtainedRes,
  RecentInviteesRes,
  ShareCodeRes,
  SuccessRegisterCountRes,
} from '@inkstone/shared/api/shareCode';
import { V1 } from '@inkstone/shared/paths';
import { apiGet } from '../../lib/apiClient';

/** GET /v1/shareCode/generateShareCode: the user's stable code, its link and the link's QR (SVG). */
export function fetchShareCode(signal?: AbortSignal): Promise<ShareCodeRes> {
  return apiGet<ShareCodeRes>(V1.shareCode.generateShareCode, { signal });
}

/** GET /v1/shareCode/getSuccessRegisterCount: accounts registered with the user's code. */
export function fetchRegisterCount(signal?: AbortSignal): Promise<SuccessRegisterCountRes> {
  return apiGet<SuccessRegisterCountRes>(V1.shareCode.getSuccessRegisterCount, { signal });
}

/** GET /v1/shareCode/getPointsObtained: words earned from invitations. */
export function fetchPointsObtained(signal?: AbortSignal): Promise<PointsObtainedRes> {
  return apiGet<PointsObtainedRes>(V1.shareCode.getPointsObtained, { signal });
}

/** GET /v1/shareCode/recentInvitees: the newest invitees, masked by the server. */
export function fetchRecentInvitees(signal?: AbortSignal): Promise<RecentInviteesRes> {
  return apiGet<RecentInviteesRes>(V1.shareCode.recentInvitees, { signal });
}
