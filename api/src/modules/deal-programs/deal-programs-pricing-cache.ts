import type { ProgramTerms, TaxRate } from '@solar/shared/domain';

/** A program as pricing reads it. */
export interface CatalogProgram {
  id: number;
  name: string;
  kind: string;
  active_from: string;
  active_to: string | null;
  provinces: string[];
  /** Its edit counter, bumped by every edit of its name, kind, dates or provinces. */
  version: number;
}

/** A program version as pricing reads it: `version` is its edit counter, bumped by every edit. */
export interface CatalogVersion {
  id: number;
  deal_program_id: number;
  effective_from: string;
  terms: ProgramTerms;
  used: boolean;
  version: number;
}

/**
 * Everything a price depends on besides the deal and the design: every program, its versions and
 * every province's taxes, as one consistent read at `version` of `deal_pricing_version` (the
 * tables hold tens of rows). Frozen: the same objects serve every request until the counter moves.
 */
export interface PricingCatalog {
  /** `deal_pricing_version.database_id`: counters of different databases are unrelated numbers. */
  databaseId: string;
  version: number;
  /** By name, as the programs list orders them. */
  programs: ReadonlyMap<number, CatalogProgram>;
  versions: ReadonlyMap<number, CatalogVersion>;
  versionsOfProgram: ReadonlyMap<number, readonly CatalogVersion[]>;
  /** By province, date and name, as the tax-rates list orders them. */
  taxRates: readonly TaxRate[];
}

function deepFreeze<T>(value: T): T {
  if (value !== null && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const child of Object.values(value)) deepFreeze(child);
  }
  return value;
}

/** The catalog of the rows read in one statement (see `loadPricingCatalog`). */
export function pricingCatalogOf(input: {
  databaseId: string;
  version: number;
  programs: CatalogProgram[];
  versions: CatalogVersion[];
  taxRates: TaxRate[];
}): PricingCatalog {
  const versionsOfProgram = new Map<number, CatalogVersion[]>();
  for (const version of input.versions) {
    const own = versionsOfProgram.get(version.deal_program_id) ?? [];
    own.push(version);
    versionsOfProgram.set(version.deal_program_id, own);
  }
  return deepFreeze({
    databaseId: input.databaseId,
    version: input.version,
    programs: new Map(input.programs.map((program) => [program.id, program])),
    versions: new Map(input.versions.map((version) => [version.id, version])),
    versionsOfProgram,
    taxRates: input.taxRates,
  });
}

/**
 * The pricing catalog one API process last read, reused while `deal_pricing_version` still
 * holds the counter it was read at.
 *
 * Every quote and save of a proposal needs the programs, their versions and the taxes, which
 * change only through their administrators' routes, while proposals are priced all day. Every
 * transaction that changes a program, a version (its terms, its date, or its first use) or a tax
 * rate moves the counter at its commit, whichever API process made the change, so a reused
 * catalog is never stale; checking it costs a column of a statement the pricing makes anyway.
 */
export class PricingCatalogCache {
  private latest: PricingCatalog | null = null;
  /** For tests and diagnostics: how many lookups found a current catalog. */
  hits = 0;

  /** The remembered catalog if it was read at this database's `version`. */
  current(databaseId: string, version: number): PricingCatalog | null {
    const latest = this.latest;
    if (!latest || latest.databaseId !== databaseId || latest.version !== version) return null;
    this.hits += 1;
    return latest;
  }

  /** Remembers a freshly read catalog, unless one read at a later counter is already held. */
  remember(catalog: PricingCatalog): PricingCatalog {
    const latest = this.latest;
    if (!latest || latest.databaseId !== catalog.databaseId || latest.version <= catalog.version) {
      this.latest = catalog;
    }
    return catalog;
  }
}

/** The process's one catalog cache: a different database is told apart by its id. */
export const pricingCatalogCache = new PricingCatalogCache();
