import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import {
  calculateProposal,
  messages,
  programOfferedOn,
  proposalInputsOf,
  taxesFor,
  versionInForce,
  type DealProgramKind,
  type DealProgramOffers,
  type DealProgramRecord,
  type DealProgramUpdate,
  type DealProgramVersionRecord,
  type DealProgramVersionUpdate,
  type DealProgramWrite,
  type PriceIndex,
  type ProgramTerms,
  type ProposalData,
  type ProposalResults,
  type Rebate,
  type StoredPricing,
  type TaxRate,
} from '@solar/shared/domain';
import type { Database } from '../../db/database';
import { inTransaction } from '../../db/in-transaction';
import { isUniqueViolation } from '../../db/is-unique-violation';
import { provinces } from '../../db/schema';
import { HttpError } from '../../http/http-error';
import { versionConflict } from '../../http/version-conflict';
import { checkDealAccess, dealAllowedSql, type DealCaller } from '../deals';
import { addresses, deals } from '../deals/deals-tables';
import { rowsOf } from '../../db/rows-of';
import {
  type CatalogProgram,
  type CatalogVersion,
  type PricingCatalog,
  pricingCatalogCache,
  pricingCatalogOf,
} from './deal-programs-pricing-cache';
import {
  dealPricingVersion,
  dealPrograms,
  dealProgramVersions,
  taxRates,
} from './deal-programs-tables';

/** Today in the product's calendar (UTC), YYYY-MM-DD: the day programs and prices are checked on. */
export function today(): string {
  return new Date().toISOString().slice(0, 10);
}

/** A new program's first version: no prices yet, no rebates, no payment lines, every option. */
const emptyTerms: ProgramTerms = {
  price_indices: [],
  rebates: [],
  permit_fee_cents: 0,
  payment_plan: {
    lines: [],
    term_options: [],
    default_term: null,
    annual_rate_percent: 0,
    dealer_fee_percent: 0,
    max_amount_cents: null,
  },
  proposal_design: {
    panel_sizes: [405, 440],
    installation_types: ['rooftop', 'ground'],
    shown_result_lines: [
      'averageEfficiency',
      'production',
      'consumption',
      'offset',
      'unitPrice',
      'permitFee',
    ],
    show_payment_lines: true,
  },
};

type ProgramRow = typeof dealPrograms.$inferSelect;
type VersionRow = typeof dealProgramVersions.$inferSelect;

function recordOf(program: ProgramRow, versions: readonly VersionRow[]): DealProgramRecord {
  return {
    id: program.id,
    name: program.name,
    kind: program.kind as DealProgramKind,
    active_from: program.activeFrom,
    active_to: program.activeTo,
    provinces: program.provinces,
    version: program.version,
    versions: versions
      .filter((version) => version.dealProgramId === program.id)
      .map((version) => ({
        id: version.id,
        effective_from: version.effectiveFrom,
        used: version.usedAt !== null,
        version: version.version,
      })),
  };
}

function versionRecordOf(program: ProgramRow, version: VersionRow): DealProgramVersionRecord {
  return {
    id: version.id,
    deal_program_id: program.id,
    program_name: program.name,
    kind: program.kind as DealProgramKind,
    effective_from: version.effectiveFrom,
    used: version.usedAt !== null,
    terms: version.terms as ProgramTerms,
    version: version.version,
  };
}

async function versionsOf(db: Database, programIds: readonly number[]): Promise<VersionRow[]> {
  if (programIds.length === 0) return [];
  return db
    .select()
    .from(dealProgramVersions)
    .where(inArray(dealProgramVersions.dealProgramId, [...programIds]))
    .orderBy(asc(dealProgramVersions.effectiveFrom));
}

/** `GET /api/crm/deal-programs/`: every program with its versions, by name. */
export async function listDealPrograms(db: Database): Promise<DealProgramRecord[]> {
  const programs = await db.select().from(dealPrograms).orderBy(asc(dealPrograms.name));
  const versions = await versionsOf(
    db,
    programs.map((program) => program.id),
  );
  return programs.map((program) => recordOf(program, versions));
}

async function programRow(db: Database, programId: number): Promise<ProgramRow> {
  const [program] = await db.select().from(dealPrograms).where(eq(dealPrograms.id, programId));
  if (!program) throw new HttpError(404, messages.dealProgramNotFound);
  return program;
}

/** `GET /api/crm/deal-programs/{id}/`. */
export async function readDealProgram(db: Database, programId: number): Promise<DealProgramRecord> {
  const program = await programRow(db, programId);
  return recordOf(program, await versionsOf(db, [program.id]));
}

async function requireProvinces(db: Database, codes: readonly string[]): Promise<void> {
  const rows = await db
    .select({ code: provinces.code })
    .from(provinces)
    .where(inArray(provinces.code, [...codes]));
  const known = new Set(rows.map((row) => row.code));
  if (codes.some((code) => !known.has(code))) {
    throw new HttpError(400, messages.dealProgramProvinceUnknown);
  }
}

function nameTaken(error: unknown): never {
  if (isUniqueViolation(error)) throw new HttpError(409, messages.dealProgramNameTaken);
  throw error;
}

/** `POST /api/crm/deal-programs/`: a program and its first (empty) version from its start. */
export async function createDealProgram(
  db: Database,
  payload: DealProgramWrite,
): Promise<DealProgramRecord> {
  await requireProvinces(db, payload.provinces);
  const id = await inTransaction(db, async (tx) => {
    const [program] = await tx
      .insert(dealPrograms)
      .values({
        name: payload.name,
        kind: payload.kind,
        activeFrom: payload.active_from,
        activeTo: payload.active_to,
        provinces: [...new Set(payload.provinces)],
      })
      .returning({ id: dealPrograms.id });
    await tx.insert(dealProgramVersions).values({
      dealProgramId: program!.id,
      effectiveFrom: payload.active_from,
      terms: emptyTerms,
    });
    return program!.id;
  }).catch(nameTaken);
  return readDealProgram(db, id);
}

/** `PUT /api/crm/deal-programs/{id}/`: name, kind, dates and provinces, from the loaded version. */
export async function updateDealProgram(
  db: Database,
  programId: number,
  payload: DealProgramUpdate,
): Promise<DealProgramRecord> {
  await programRow(db, programId);
  await requireProvinces(db, payload.provinces);
  const [updated] = await db
    .update(dealPrograms)
    .set({
      name: payload.name,
      kind: payload.kind,
      activeFrom: payload.active_from,
      activeTo: payload.active_to,
      provinces: [...new Set(payload.provinces)],
      version: sql`${dealPrograms.version} + 1`,
      updatedAt: new Date(),
    })
    .where(and(eq(dealPrograms.id, programId), eq(dealPrograms.version, payload.version)))
    .returning({ id: dealPrograms.id })
    .catch(nameTaken);
  if (!updated) throw versionConflict();
  return readDealProgram(db, programId);
}

async function versionRow(db: Database, versionId: number): Promise<VersionRow> {
  const [version] = await db
    .select()
    .from(dealProgramVersions)
    .where(eq(dealProgramVersions.id, versionId));
  if (!version) throw new HttpError(404, messages.dealProgramVersionNotFound);
  return version;
}

/** `GET /api/crm/deal-program-versions/{id}/`. */
export async function readDealProgramVersion(
  db: Database,
  versionId: number,
): Promise<DealProgramVersionRecord> {
  const version = await versionRow(db, versionId);
  return versionRecordOf(await programRow(db, version.dealProgramId), version);
}

function dateTaken(error: unknown): never {
  if (isUniqueViolation(error)) throw new HttpError(409, messages.dealProgramVersionDateTaken);
  throw error;
}

/**
 * `POST /api/crm/deal-programs/{id}/versions/`: a new version from a date, starting as a copy of
 * the latest version's terms, to be edited while no proposal uses it.
 */
export async function createDealProgramVersion(
  db: Database,
  programId: number,
  effectiveFrom: string,
): Promise<DealProgramVersionRecord> {
  const program = await programRow(db, programId);
  if (effectiveFrom < program.activeFrom) {
    throw new HttpError(400, messages.dealProgramVersionBeforeProgram);
  }
  const [latest] = await db
    .select({ terms: dealProgramVersions.terms })
    .from(dealProgramVersions)
    .where(eq(dealProgramVersions.dealProgramId, programId))
    .orderBy(desc(dealProgramVersions.effectiveFrom))
    .limit(1);
  const [created] = await db
    .insert(dealProgramVersions)
    .values({ dealProgramId: programId, effectiveFrom, terms: latest?.terms ?? emptyTerms })
    .returning()
    .catch(dateTaken);
  return versionRecordOf(program, created!);
}

/**
 * `PUT /api/crm/deal-program-versions/{id}/`: a draft version's date and terms. The row is locked
 * first, so a proposal priced with it at the same moment either comes before (and the edit is
 * refused) or after (and is priced with the edited terms).
 */
export async function updateDealProgramVersion(
  db: Database,
  versionId: number,
  payload: DealProgramVersionUpdate,
): Promise<DealProgramVersionRecord> {
  await inTransaction(db, async (tx) => {
    const [version] = await tx
      .select()
      .from(dealProgramVersions)
      .where(eq(dealProgramVersions.id, versionId))
      .for('update');
    if (!version) throw new HttpError(404, messages.dealProgramVersionNotFound);
    if (version.usedAt !== null) throw new HttpError(409, messages.dealProgramVersionUsed);
    if (version.version !== payload.version) throw versionConflict();
    const program = await programRow(tx, version.dealProgramId);
    if (payload.effective_from < program.activeFrom) {
      throw new HttpError(400, messages.dealProgramVersionBeforeProgram);
    }
    await tx
      .update(dealProgramVersions)
      .set({
        effectiveFrom: payload.effective_from,
        terms: payload.terms,
        version: version.version + 1,
        updatedAt: new Date(),
      })
      .where(eq(dealProgramVersions.id, versionId))
      .catch(dateTaken);
  });
  return readDealProgramVersion(db, versionId);
}

/** The version of a program in force on a day; 400 (the browser only logs it) when none is. */
async function versionInForceOf(db: Database, programId: number, on: string): Promise<VersionRow> {
  const program = await programRow(db, programId);
  const versions = await versionsOf(db, [program.id]);
  const version = versionInForce(
    versions.map((row) => ({ ...row, effective_from: row.effectiveFrom })),
    on,
  );
  if (!version) throw new HttpError(400, messages.dealProgramNotActive);
  return version;
}

/** `GET /api/crm/deal-programs/{id}/price-indices/?on=`: the prices of the version in force. */
export async function priceIndicesOf(
  db: Database,
  programId: number,
  on: string = today(),
): Promise<PriceIndex[]> {
  return ((await versionInForceOf(db, programId, on)).terms as ProgramTerms).price_indices;
}

/** `GET /api/crm/deal-programs/{id}/rebates/?on=`: the rebates of the version in force. */
export async function rebatesOf(
  db: Database,
  programId: number,
  on: string = today(),
): Promise<Rebate[]> {
  return ((await versionInForceOf(db, programId, on)).terms as ProgramTerms).rebates;
}

/** `GET /api/crm/tax-rates/`: every province's taxes by date, with their sources. */
export async function listTaxRates(db: Database): Promise<TaxRate[]> {
  const rows = await db
    .select()
    .from(taxRates)
    .orderBy(asc(taxRates.province), asc(taxRates.effectiveFrom), asc(taxRates.name));
  return rows.map((row) => ({
    province: row.province,
    name: row.name,
    rate_millipercent: row.rateMillipercent,
    effective_from: row.effectiveFrom,
    effective_to: row.effectiveTo,
    source: row.source,
  }));
}

/**
 * `GET /api/crm/deals/{dealId}/deal-programs/`: the programs offered today in the deal's
 * province, each with its version in force, and the province's taxes: what the presenter prices with.
 */
export async function dealProgramOffers(
  db: Database,
  caller: DealCaller,
  dealId: number,
): Promise<DealProgramOffers> {
  const context = await dealPricingContext(db, dealId, caller);
  return offersOnCatalog(await pricingCatalogAt(db, context), context.province);
}

/**
 * The programs offered today in a province (none known: the programs offered everywhere), each
 * with its version in force, and the province's taxes. `GET /api/crm/program-offers/` answers it
 * for the scratch presenter, which has no deal and lets the rep choose the province.
 */
export async function programOffersIn(
  db: Database,
  province: string | null,
): Promise<DealProgramOffers> {
  const [counter] = await db
    .select({
      databaseId: sql<string>`${dealPricingVersion.databaseId}::text`,
      version: dealPricingVersion.version,
    })
    .from(dealPricingVersion)
    .where(eq(dealPricingVersion.id, 1));
  if (!counter) throw new Error('deal_pricing_version has no row: the migrations did not run');
  return offersOnCatalog(
    await pricingCatalogAt(db, {
      databaseId: counter.databaseId,
      version: Number(counter.version),
    }),
    province,
  );
}

function catalogRecordOf(catalog: PricingCatalog, program: CatalogProgram): DealProgramRecord {
  return {
    id: program.id,
    name: program.name,
    kind: program.kind as DealProgramKind,
    active_from: program.active_from,
    active_to: program.active_to,
    provinces: program.provinces,
    version: program.version,
    versions: (catalog.versionsOfProgram.get(program.id) ?? []).map((version) => ({
      id: version.id,
      effective_from: version.effective_from,
      used: version.used,
      version: version.version,
    })),
  };
}

function offersOnCatalog(catalog: PricingCatalog, province: string | null): DealProgramOffers {
  const on = today();
  return {
    province,
    priced_on: on,
    taxes: province === null ? [] : taxesFor(catalog.taxRates, province, on),
    // The catalog holds the programs by name.
    programs: [...catalog.programs.values()].flatMap((program) => {
      const offer = programOfferedOn(program, province, on);
      if (!offer.active || !offer.inProvince) return [];
      const version = versionInForce(catalog.versionsOfProgram.get(program.id) ?? [], on);
      if (!version) return [];
      return [
        {
          program: catalogRecordOf(catalog, program),
          version: {
            id: version.id,
            deal_program_id: program.id,
            program_name: program.name,
            kind: program.kind as DealProgramKind,
            effective_from: version.effective_from,
            used: version.used,
            terms: version.terms,
            version: version.version,
          },
        },
      ];
    }),
  };
}

/** The seeded programs' names, by the key older designs name their program with. */
const legacyProgramNames = { purchase: 'Purchase', sunline: 'Sunline', cghl: 'CGHL' } as const;

/**
 * Reads every program, version and tax rate in one statement, with the counter they were read
 * at (the tables hold tens of rows; the JSON is built by PostgreSQL in the same pass).
 */
async function loadPricingCatalog(db: Database): Promise<PricingCatalog> {
  const result = await db.execute(sql`
    SELECT counter.database_id::text AS database_id, counter.version,
      (SELECT coalesce(json_agg(p ORDER BY p.name, p.id), '[]')::text FROM (
        SELECT id, name, kind, active_from, active_to, provinces, version FROM ${dealPrograms}
      ) p) AS programs,
      (SELECT coalesce(json_agg(v ORDER BY v.effective_from, v.id), '[]')::text FROM (
        SELECT id, deal_program_id, effective_from, terms, used_at IS NOT NULL AS used, version
        FROM ${dealProgramVersions}
      ) v) AS versions,
      (SELECT coalesce(json_agg(t ORDER BY t.province, t.effective_from, t.name), '[]')::text FROM (
        SELECT province, name, rate_millipercent, effective_from, effective_to, source
        FROM ${taxRates}
      ) t) AS taxes
    FROM ${dealPricingVersion} counter WHERE counter.id = 1`);
  const [row] = rowsOf<{
    database_id: string;
    version: number | string;
    programs: string;
    versions: string;
    taxes: string;
  }>(result);
  if (!row) throw new Error('deal_pricing_version has no row: the migrations did not run');
  return pricingCatalogOf({
    databaseId: row.database_id,
    version: Number(row.version),
    programs: JSON.parse(row.programs) as CatalogProgram[],
    versions: JSON.parse(row.versions) as CatalogVersion[],
    taxRates: JSON.parse(row.taxes) as TaxRate[],
  });
}

/**
 * What pricing needs of the deal, in one statement: the deal (404), the caller's access to it
 * when a caller is named (403), its province, and the pricing counter with which the remembered
 * catalog is checked.
 */
async function dealPricingContext(
  db: Database,
  dealId: number,
  caller: DealCaller | null,
): Promise<{ province: string | null; databaseId: string; version: number }> {
  const [row] = await db
    .select({
      id: deals.id,
      allowed: caller ? dealAllowedSql(caller) : sql<boolean>`true`,
      province: provinces.code,
      databaseId: sql<string>`${dealPricingVersion.databaseId}::text`,
      version: dealPricingVersion.version,
    })
    .from(dealPricingVersion)
    .leftJoin(deals, eq(deals.id, dealId))
    .leftJoin(addresses, eq(addresses.id, deals.addressId))
    .leftJoin(provinces, eq(provinces.id, addresses.provinceId))
    .where(eq(dealPricingVersion.id, 1));
  checkDealAccess(row ?? null);
  return { province: row!.province, databaseId: row!.databaseId, version: Number(row!.version) };
}

/** The catalog at the counter just read: the remembered one, or a fresh read remembered. */
async function pricingCatalogAt(
  db: Database,
  counter: { databaseId: string; version: number },
): Promise<PricingCatalog> {
  return (
    pricingCatalogCache.current(counter.databaseId, counter.version) ??
    pricingCatalogCache.remember(await loadPricingCatalog(db))
  );
}

/**
 * The rules of a price, on one catalog: the version the design names (or, for a client that names
 * none, the version in force of the seeded program its `selectedProgram` names) must be the
 * version in force today of a program offered today in the deal's province; the panel size,
 * installation type and term must be the version's; it must have a price, taxes, and stay under
 * the plan's maximum.
 */
function priceOnCatalog(
  catalog: PricingCatalog,
  province: string | null,
  data: ProposalData,
  on: string,
): { version: CatalogVersion; pricing: StoredPricing; results: ProposalResults } {
  const inForce = (programId: number) =>
    versionInForce(catalog.versionsOfProgram.get(programId) ?? [], on);
  let versionId = data.programVersionId;
  if (versionId === undefined) {
    const name = legacyProgramNames[data.selectedProgram];
    const legacy = [...catalog.programs.values()].find((program) => program.name === name);
    if (!legacy) throw new HttpError(400, messages.dealProgramNotFound);
    const current = inForce(legacy.id);
    if (!current) throw new HttpError(400, messages.dealProgramNotActive);
    versionId = current.id;
  }
  const version = catalog.versions.get(versionId);
  if (!version) throw new HttpError(400, messages.dealProgramVersionNotFound);
  const program = catalog.programs.get(version.deal_program_id);
  if (!program) throw new HttpError(404, messages.dealProgramNotFound);
  const offer = programOfferedOn(program, province, on);
  if (!offer.active) throw new HttpError(400, messages.dealProgramNotActive);
  if (!offer.inProvince) throw new HttpError(400, messages.dealProgramNotInProvince);
  const current = inForce(program.id);
  if (!current) throw new HttpError(400, messages.dealProgramNotActive);
  if (current.id !== version.id) throw new HttpError(400, messages.dealProgramVersionNotInForce);
  const terms = version.terms;
  if (!terms.proposal_design.panel_sizes.includes(data.selectedPanelSize)) {
    throw new HttpError(400, messages.dealProgramPanelSizeNotAllowed);
  }
  if (!terms.proposal_design.installation_types.includes(data.selectedInstallationType)) {
    throw new HttpError(400, messages.dealProgramInstallationNotAllowed);
  }
  const monthly = terms.payment_plan.lines.some((line) => line.rule === 'monthly');
  if (monthly && !terms.payment_plan.term_options.includes(data.selectedTerm)) {
    throw new HttpError(400, messages.dealProgramTermNotOffered);
  }
  const taxes = province === null ? [] : taxesFor(catalog.taxRates, province, on);
  if (taxes.length === 0) throw new HttpError(400, messages.dealProgramNoTaxRate);
  const pricing: StoredPricing = {
    program_version_id: version.id,
    program_name: program.name,
    terms,
    taxes: taxes.map((tax) => ({ name: tax.name, rate_millipercent: tax.rate_millipercent })),
    province,
    priced_on: on,
  };
  const results = calculateProposal(proposalInputsOf(data), {
    terms,
    taxes: pricing.taxes,
    provinceCode: province,
    pricedOn: on,
  });
  if (data.panels.length > 0 && !results.priced) {
    throw new HttpError(400, messages.dealProgramNoPrice);
  }
  if (results.overMaximum) throw new HttpError(400, messages.dealProgramOverMaximum);
  return { version, pricing, results };
}

/**
 * Prices a design by the program's rules (see `priceOnCatalog`) with the programs, versions and
 * taxes as they are now: one statement for the deal and the pricing counter, the catalog from
 * memory while the counter has not moved. For a save (in the saving transaction) a version priced
 * for the first time is marked used, only if it is still the edit the catalog holds, so it never
 * changes afterwards; an edit that came first is priced instead. A used version needs no lock:
 * nothing may change it any more. Returns the design with its version id and what it was priced
 * with: the browser sends no price, so the saved figures are always the program's.
 */
export async function priceProposalDesign(
  tx: Database,
  dealId: number,
  data: ProposalData,
  mode: 'save' | 'quote' = 'save',
  caller: DealCaller | null = null,
): Promise<{
  data: ProposalData;
  programVersionId: number;
  pricing: StoredPricing;
  results: ProposalResults;
}> {
  const on = today();
  const context = await dealPricingContext(tx, dealId, caller);
  let catalog = await pricingCatalogAt(tx, context);
  for (let attempt = 1; ; attempt += 1) {
    const { version, pricing, results } = priceOnCatalog(catalog, context.province, data, on);
    const marked =
      mode === 'quote' ||
      version.used ||
      (
        await tx
          .update(dealProgramVersions)
          .set({ usedAt: sql`coalesce(${dealProgramVersions.usedAt}, now())` })
          .where(
            and(
              eq(dealProgramVersions.id, version.id),
              eq(dealProgramVersions.version, version.version),
            ),
          )
          .returning({ id: dealProgramVersions.id })
      ).length > 0;
    if (marked) {
      return {
        data: { ...data, programVersionId: version.id },
        programVersionId: version.id,
        pricing,
        results,
      };
    }
    // The version was edited (or removed) since the catalog was read: price with what it is now.
    if (attempt === 3) throw versionConflict();
    catalog = pricingCatalogCache.remember(await loadPricingCatalog(tx));
  }
}

/**
 * `POST /api/crm/deals/{dealId}/deal-programs/quote/`: what a design would cost with the chosen
 * program today, by the same rules as a save, without saving or marking the version used.
 */
export async function quoteProposalDesign(
  db: Database,
  caller: DealCaller,
  dealId: number,
  data: ProposalData,
) {
  // Nothing is written or locked: the quote reads one consistent catalog and the deal.
  const priced = await priceProposalDesign(db, dealId, data, 'quote', caller);
  const { results } = priced;
  return {
    pricing: priced.pricing,
    results: {
      system_size_kw: results.systemSizeHundredthsKw / 100,
      unit_price_cents_per_watt: results.unitPriceCentsPerWatt,
      system_cost_cents: results.systemCostCents,
      tax_label: results.taxLabel,
      tax_cents: results.hstCents,
      total_with_tax_cents: results.totalWithHstCents,
      rebate_label: results.rebateLabel,
      rebate_cents: results.rebateCents,
      cost_after_rebate_cents: results.costAfterRebateCents,
      payments: results.payments.map(({ label, cents, monthly }) => ({ label, cents, monthly })),
    },
  };
}
