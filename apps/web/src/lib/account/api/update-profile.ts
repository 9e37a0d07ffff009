import type { UpdateProfileBody } from '@store/contract';
import { useMutation, useQueryClient } from '../../query';
import { apiSend } from '../../api';

/** PATCH {api}/users: answers `{ message }`, or `{ error }` with the reason. */
export const updateProfile = (body: UpdateProfileBody): Promise<string> => apiSend('PATCH', '/users', body);

/** After a save the user is read again, so every page shows the new name and phone. */
export const useUpdateProfile = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProfile,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['session'] }),
  });
};
