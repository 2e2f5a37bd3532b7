import {
  pricingOfSaved,
  seedDealPrograms,
  seededProposalPricing,
  type DealProgramKind,
  type DealProgramOffers,
  type ProgramTerms,
  type ProposalData,
  type ProposalPricing,
  type ProposalProgram,
  type StoredPricing,
} from '@solar/shared';

/** One program the presenter offers: a server version, or (no deal) a seeded program. */
export interface ProgramChoice {
  /** The radio's value: the version id, or the seeded program's key. */
  value: string;
  versionId: number | null;
  /** The server's program (null: a seeded one); the lowest is the installer's longest-standing. */
  programId: number | null;
  name: string;
  /** The seeded program whose kind of plan it is (what older designs and the savings name). */
  legacyKey: ProposalProgram;
  terms: ProgramTerms;
}

/** The kind of plan each kind of program is, in the names older designs use. */
export function legacyKeyOfKind(kind: DealProgramKind): ProposalProgram {
  if (kind === 'purchase') return 'purchase';
  if (kind === 'government-loan') return 'cghl';
  return 'sunline';
}

/**
 * The programs to choose from: a deal's offers when the presenter is on a deal; on the scratch
 * presenter (no deal, no province, nothing saved on the server) the seeded programs.
 */
export function programChoicesOf(offers: DealProgramOffers | null | undefined): ProgramChoice[] {
  if (offers) {
    return offers.programs.map(({ program, version }) => ({
      value: String(version.id),
      versionId: version.id,
      programId: program.id,
      name: program.name,
      legacyKey: legacyKeyOfKind(program.kind),
      terms: version.terms,
    }));
  }
  return seedDealPrograms.map((seed) => ({
    value: seed.key,
    versionId: null,
    programId: null,
    name: seed.name,
    legacyKey: seed.key,
    terms: seed.terms,
  }));
}

/** The program of the lowest id among the choices: the installer's longest-standing. */
function oldestOf(choices: readonly ProgramChoice[]): ProgramChoice | undefined {
  return choices.reduce<ProgramChoice | undefined>(
    (oldest, choice) =>
      oldest === undefined || (choice.programId ?? 0) < (oldest.programId ?? 0) ? choice : oldest,
    undefined,
  );
}

/**
 * The choice a design names: its version, else the longest-standing program of its kind of plan
 * (the one a new design takes, whatever programs were added beside it since), else the first.
 */
export function choiceOf(
  choices: readonly ProgramChoice[],
  data: ProposalData,
): ProgramChoice | null {
  if (data.programVersionId !== undefined) {
    const exact = choices.find((choice) => choice.versionId === data.programVersionId);
    if (exact) return exact;
  }
  return (
    choices.find(
      (choice) => choice.legacyKey === data.selectedProgram && choice.versionId === null,
    ) ??
    oldestOf(choices.filter((choice) => choice.legacyKey === data.selectedProgram)) ??
    choices[0] ??
    null
  );
}

/**
 * What the design is priced with on screen: the version it was saved with when it still names it
 * (so a saved proposal shows its figures forever), else the chosen program's version in force
 * with the deal's taxes, else (the scratch presenter) the seeded program.
 */
export function presenterPricingOf(
  data: ProposalData,
  offers: DealProgramOffers | null | undefined,
  stored: StoredPricing | null | undefined,
): ProposalPricing {
  if (stored && stored.program_version_id === data.programVersionId) {
    return pricingOfSaved(stored, data.selectedProgram);
  }
  const choice = offers ? choiceOf(programChoicesOf(offers), data) : null;
  if (offers && choice) {
    return {
      terms: choice.terms,
      taxes: offers.taxes,
      provinceCode: offers.province,
      pricedOn: offers.priced_on,
    };
  }
  return seededProposalPricing(data.selectedProgram);
}
