import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { municipalities, postalCodes, states } from './tables';

export type PostalCodePlace = { stateName: string; municipalityName: string };

/** The state and municipality a postal code belongs to (each code has exactly one); undefined if unknown. */
export async function postalCodePlace(db: Database, code: string): Promise<PostalCodePlace | undefined> {
  const [row] = await db
    .select({ stateName: states.name, municipalityName: municipalities.name })
    .from(postalCodes)
    .innerJoin(states, eq(states.id, postalCodes.stateId))
    .innerJoin(
      municipalities,
      and(eq(municipalities.stateId, postalCodes.stateId), eq(municipalities.id, postalCodes.municipalityId)),
    )
    .where(eq(postalCodes.code, code));
  return row;
}
