import { errorResponse, messageResponse, type UpdateProfileBody } from '@store/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { API_BASE, ApiError } from '../../../lib/api';

/** PATCH {api}/users: answers `{ message }`, or `{ error }` with the reason. */
export async function updateProfile(body: UpdateProfileBody): Promise<string> {
  const response = await fetch(`${API_BASE}/users`, {
    method: 'PATCH',
    credentials: 'include',
    headers: { 'content-type': 'application/json', accept: 'application/json' },
    body: JSON.stringify(body),
  });
  const payload: unknown = await response.json().catch(() => undefined);
  if (!response.ok) {
    const parsed = errorResponse.safeParse(payload);
    throw new ApiError(response.status, parsed.success ? parsed.data.error : '');
  }
  return messageResponse.parse(payload).message;
}

/** After a save the user is read again, so every page shows the new name and phone. */
export const useUpdateProfile = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProfile,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['session'] }),
  });
};
