import { messageResponse } from '@store/contract';
import { teamResponse } from '@store/contract/admin';
import { request, retryUnlessRefused } from '../../../lib/api';
import { useQuery } from '../../../lib/query';
import { useMutation } from '../../../lib/query/use-mutation';

/** The team's query keys; they start with 'admin', as the back-office's others. */
export const teamKeys = { members: () => ['admin', 'team'] as const };

/** GET /api/admin/team: the owners, then the staff. */
export const useTeam = () =>
  useQuery({
    queryKey: teamKeys.members(),
    queryFn: ({ signal }) => request('/admin/team', teamResponse, { signal }),
    retry: retryUnlessRefused,
  });

/** POST /api/admin/team, then the list again as the server has it. */
export const useAddTeamMember = () =>
  useMutation({
    mutationFn: (email: string) =>
      request('/admin/team', messageResponse, { method: 'POST', json: { email } }),
    invalidates: [teamKeys.members()],
  });

/** DELETE /api/admin/team/:email */
export const useRemoveTeamMember = () =>
  useMutation({
    mutationFn: (email: string) =>
      request(`/admin/team/${encodeURIComponent(email)}`, messageResponse, { method: 'DELETE' }),
    invalidates: [teamKeys.members()],
  });
