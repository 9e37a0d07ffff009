import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { municipalities, neighborhoods, postalCodes, states } from './tables';

export type NeighborhoodPlace = { neighborhoodName: string; municipalityName: string; stateName: string };

/** The colonia, municipality and state of a colonia of this postal code; undefined when it is not one of them. */
export async function neighborhoodPlace(
  db: Database,
  postalCode: string,
  neighborhoodId: number,
): Promise<NeighborhoodPlace | undefined> {
  const [row] = await db
    .select({
      neighborhoodName: neighborhoods.name,
      municipalityName: municipalities.name,
      stateName: states.name,
    })
    .from(neighborhoods)
    .innerJoin(postalCodes, eq(postalCodes.code, neighborhoods.postalCode))
    .innerJoin(states, eq(states.id, postalCodes.stateId))
    .innerJoin(
      municipalities,
      and(eq(municipalities.stateId, postalCodes.stateId), eq(municipalities.id, postalCodes.municipalityId)),
    )
    .where(and(eq(neighborhoods.id, neighborhoodId), eq(neighborhoods.postalCode, postalCode)));
  return row;
}
