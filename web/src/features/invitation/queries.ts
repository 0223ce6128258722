import { useQuery } from '@tanstack/react-query';
import { fetchPointsObtained, fetchRecentInvitees, fetchRegisterCount, fetchShareCode } from './api';

/** Query keys of the invitation module. */
export const invitationKeys = {
  all: ['invitation'] as const,
  shareCode: () => [...invitationKeys.all, 'shareCode'] as const,
  registerCount: () => [...invitationKeys.all, 'registerCount'] as const,
  pointsObtained: () => [...invitationKeys.all, 'pointsObtained'] as const,
  recentInvitees: () => [...invitationKeys.all, 'recentInvitees'] as const,
};

/** The user's share code, link and QR; stable, so fetched once per session. */
export function useShareCode() {
  return useQuery({
    queryKey: invitationKeys.shareCode(),
    queryFn: ({ signal }) => fetchShareCode(signal),
    staleTime: Infinity,
  });
}

/** How many accounts registered with the user's code. */
export function useRegisterCount() {
  return useQuery({ queryKey: invitationKeys.registerCount(), queryFn: ({ signal }) => fetchRegisterCount(signal) });
}

/** Words the user earned from invitations. */
export function usePointsObtained() {
  return useQuery({
    queryKey: invitationKeys.pointsObtained(),
    queryFn: ({ signal }) => fetchPointsObtained(signal),
  });
}

/** The newest invitees (masked). */
export function useRecentInvitees() {
  return useQuery({
    queryKey: invitationKeys.recentInvitees(),
    queryFn: ({ signal }) => fetchRecentInvitees(signal),
  });
}
