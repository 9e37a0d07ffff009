import { locationsResponse, messageResponse, neighborhoodsResponse, type Location } from '@store/contract';
import { queryKeys, useQuery } from '../../query';
import { useMutation } from '../../query/use-mutation';
import { request } from '../../api';

/**
 * The signed-in shopper's addresses; a failure is logged and the list shows empty. `enabled: false` for a
 * guest, who has none (the cart panel asks only with a session).
 */
export const useLocations = ({ enabled = true }: { enabled?: boolean } = {}) =>
  useQuery({
    queryKey: queryKeys.locations(),
    enabled,
    queryFn: async ({ signal }) => {
      try {
        return await request('/locations', locationsResponse, { signal });
      } catch (error) {
        if (!signal.aborted) console.error('No se pudieron cargar las direcciones', error);
        throw error;
      }
    },
  });

/** The colonias of a postal code (GET {api}/locations/neighborhoods?postal_code=NNNNN). */
export const getNeighborhoods = (postalCode: string) =>
  request('/locations/neighborhoods', neighborhoodsResponse, { query: { postal_code: postalCode } });

export type LocationDraft = Omit<Location, 'shipping_address_id' | 'neighborhood_id'> & {
  shipping_address_id?: number;
  neighborhood_id: number | null;
};

/** POST (new) or PUT (edit) {api}/locations with the whole location; answers the server's message. */
export const saveLocation = async (draft: LocationDraft): Promise<string> =>
  (
    await request('/locations', messageResponse, {
      method: draft.shipping_address_id ? 'PUT' : 'POST',
      json: draft,
    })
  ).message;

export const deleteLocation = async (id: number): Promise<string> =>
  (await request(`/locations/${id}`, messageResponse, { method: 'DELETE' })).message;

/** A saved or deleted address: the lists of addresses (profile, checkout) are read again. */
export const useSaveLocation = () =>
  useMutation({ mutationFn: saveLocation, invalidates: [queryKeys.locations()] });
export const useDeleteLocation = () =>
  useMutation({ mutationFn: deleteLocation, invalidates: [queryKeys.locations()] });
