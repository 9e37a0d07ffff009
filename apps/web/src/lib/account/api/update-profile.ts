import { messageResponse, type UpdateProfileBody } from '@store/contract';
import { queryKeys } from '../../query';
import { useMutation } from '../../query/use-mutation';
import { request } from '../../api';

/** PATCH {api}/users: answers `{ message }`, or `{ error }` with the reason. */
export const updateProfile = async (body: UpdateProfileBody): Promise<string> =>
  (await request('/users', messageResponse, { method: 'PATCH', json: body })).message;

/** After a save the user is read again, so every page shows the new name and phone. */
export const useUpdateProfile = () =>
  useMutation({ mutationFn: updateProfile, invalidates: [queryKeys.session()] });
