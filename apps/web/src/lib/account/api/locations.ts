import { locationsResponse, neighborhoodsResponse, type Location } from '@store/contract';
import { useQuery, useQueryClient } from '../../query';
import { apiGet, apiSend } from '../../api';

const LOCATIONS_KEY = ['locations'] as const;

/** The signed-in shopper's addresses; a failure is logged and the list shows empty (spec section 8). */
export const useLocations = () =>
  useQuery({
    queryKey: LOCATIONS_KEY,
    queryFn: async ({ signal }) => {
      try {
        return await apiGet('/locations', locationsResponse, {}, signal);
      } catch (error) {
        console.error('No se pudieron cargar las direcciones', error);
        throw error;
      }
    },
  });

export const useRefreshLocations = () => {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: LOCATIONS_KEY });
};

/** The colonias of a postal code (spec: GET {api}/locations/neighborhoods?postal_code=NNNNN). */
export const getNeighborhoods = (postalCode: string) =>
  apiGet('/locations/neighborhoods', neighborhoodsResponse, { postal_code: postalCode });

export type LocationDraft = Omit<Location, 'shipping_address_id' | 'neighborhood_id'> & {
  shipping_address_id?: number;
  neighborhood_id: number | null;
};

/** POST (new) or PUT (edit) {api}/locations with the whole location; answers the server's message. */
export const saveLocation = (draft: LocationDraft): Promise<string> =>
  apiSend(draft.shipping_address_id ? 'PUT' : 'POST', '/locations', draft);

export const deleteLocation = (id: number): Promise<string> => apiSend('DELETE', `/locations/${id}`);
