/** One settlement (colonia) as the SEPOMEX catalogue lists it: one row of the official file. */
export type Settlement = {
  postalCode: string;
  name: string;
  settlementType: string;
  municipalityName: string;
  stateName: string;
  /** SEPOMEX leaves the city empty on about two thirds of the rows. */
  city: string | null;
  stateId: string;
  municipalityId: string;
  /** id_asenta_cpcons: unique together with the postal code. */
  sepomexId: string;
  zone: string;
};

/** The four catalogue tables' rows, ready to be written. */
export type PostalCatalogue = {
  states: { id: string; name: string }[];
  municipalities: { stateId: string; id: string; name: string }[];
  postalCodes: { code: string; stateId: string; municipalityId: string }[];
  neighborhoods: {
    postalCode: string;
    sepomexId: string;
    name: string;
    settlementType: string;
    zone: string;
    city: string | null;
  }[];
};

/**
 * Gathers settlements into the catalogue's tables and refuses one that contradicts those before it,
 * because the tables could not hold both: a second name for a state or municipality, a postal code in
 * a second municipality, or a settlement id repeated within its postal code.
 */
export class PostalCatalogueBuilder {
  private readonly states = new Map<string, string>();
  private readonly municipalities = new Map<string, { stateId: string; id: string; name: string }>();
  private readonly postalCodes = new Map<string, { code: string; stateId: string; municipalityId: string }>();
  private readonly settlementKeys = new Set<string>();
  private readonly neighborhoods: PostalCatalogue['neighborhoods'] = [];

  /** Adds the settlement, or answers why it cannot be added (Spanish, for the import report). */
  add(settlement: Settlement): string | undefined {
    const problem = this.conflict(settlement);
    if (problem) return problem;
    const { postalCode, stateId, municipalityId } = settlement;
    this.states.set(stateId, settlement.stateName);
    this.municipalities.set(`${stateId}-${municipalityId}`, {
      stateId,
      id: municipalityId,
      name: settlement.municipalityName,
    });
    this.postalCodes.set(postalCode, { code: postalCode, stateId, municipalityId });
    this.settlementKeys.add(`${postalCode}-${settlement.sepomexId}`);
    this.neighborhoods.push({
      postalCode,
      sepomexId: settlement.sepomexId,
      name: settlement.name,
      settlementType: settlement.settlementType,
      zone: settlement.zone,
      city: settlement.city,
    });
    return undefined;
  }

  build(): PostalCatalogue {
    return {
      states: [...this.states].map(([id, name]) => ({ id, name })),
      municipalities: [...this.municipalities.values()],
      postalCodes: [...this.postalCodes.values()],
      neighborhoods: this.neighborhoods,
    };
  }

  private conflict(settlement: Settlement): string | undefined {
    const { postalCode, stateId, municipalityId, sepomexId } = settlement;
    const stateName = this.states.get(stateId);
    if (stateName !== undefined && stateName !== settlement.stateName) {
      return `el estado ${stateId} ya se llamó «${stateName}», no «${settlement.stateName}»`;
    }
    const municipality = this.municipalities.get(`${stateId}-${municipalityId}`);
    if (municipality && municipality.name !== settlement.municipalityName) {
      return `el municipio ${stateId}-${municipalityId} ya se llamó «${municipality.name}», no «${settlement.municipalityName}»`;
    }
    const code = this.postalCodes.get(postalCode);
    if (code && (code.stateId !== stateId || code.municipalityId !== municipalityId)) {
      return `el código postal ${postalCode} ya pertenece al municipio ${code.stateId}-${code.municipalityId}`;
    }
    if (this.settlementKeys.has(`${postalCode}-${sepomexId}`)) {
      return `el asentamiento ${sepomexId} del código postal ${postalCode} ya apareció antes`;
    }
    return undefined;
  }
}
