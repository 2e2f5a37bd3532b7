import { and, eq } from 'drizzle-orm';
import {
  defaultProposalData,
  demoAccountEmails,
  messages,
  savedPanelAt,
  type DealProgramOffers,
  type DealProgramRecord,
  type DealProgramVersionRecord,
  type PriceIndex,
  type ProgramTerms,
  type ProposalData,
  type ProposalVersion,
  type Rebate,
  type TaxRate,
  type TaxRateRecord,
} from '@solar/shared/domain';
import { provinces, users } from '../../../db/schema';
import { seedDemoDeals } from '../../../seed/seed-deals';
import { signedInCaller } from '../../../testing/signed-in-caller';
import { createTestApp, type TestApp } from '../../../testing/test-app';
import { addresses, deals } from '../../deals/deals-tables';

let t: TestApp;
const call = signedInCaller(() => t);
const { admin, rep1 } = demoAccountEmails;
let islandDeal: number;
let ontarioDeal: number;

async function rep1DealIn(code: string): Promise<number> {
  const [row] = await t.database.db
    .select({ id: deals.id })
    .from(deals)
    .innerJoin(users, eq(users.id, deals.salesPersonId))
    .innerJoin(addresses, eq(addresses.id, deals.addressId))
    .innerJoin(provinces, eq(provinces.id, addresses.provinceId))
    .where(and(eq(users.email, rep1), eq(provinces.code, code)))
    .orderBy(deals.id)
    .limit(1);
  if (row) return row.id;
  // The demo deals spread over provinces; move one of rep1's there when none is.
  const [any] = await t.database.db
    .select({ id: deals.id, addressId: deals.addressId })
    .from(deals)
    .innerJoin(users, eq(users.id, deals.salesPersonId))
    .where(eq(users.email, rep1))
    .orderBy(deals.id)
    .limit(1);
  const [province] = await t.database.db.select().from(provinces).where(eq(provinces.code, code));
  await t.database.db
    .update(addresses)
    .set({ provinceId: province!.id })
    .where(eq(addresses.id, any!.addressId));
  return any!.id;
}

beforeAll(async () => {
  t = await createTestApp();
  await seedDemoDeals(t.database.db);
  islandDeal = await rep1DealIn('PE');
  ontarioDeal = await rep1DealIn('ON');
  if (ontarioDeal === islandDeal) throw new Error('needs two deals');
});
afterAll(async () => {
  await t.close();
});

/** 10 panels of 405 W in the red area: 4 050 W. */
function design(overrides: Partial<ProposalData> = {}): ProposalData {
  return {
    ...defaultProposalData(),
    panels: Array.from({ length: 10 }, (_, index) =>
      savedPanelAt(index + 1, 100 + 50 * index, 100),
    ),
    nextPanelId: 11,
    ...overrides,
  };
}

async function programs(email: string = rep1) {
  const response = await call(email, 'GET', '/api/crm/deal-programs/');
  expect(response.statusCode).toBe(200);
  return response.json<{ can_edit: boolean; results: DealProgramRecord[] }>();
}

async function offers(dealId: number) {
  const response = await call(rep1, 'GET', `/api/crm/deals/${dealId}/deal-programs/`);
  expect(response.statusCode).toBe(200);
  return response.json<DealProgramOffers>();
}

async function version(id: number) {
  const response = await call(rep1, 'GET', `/api/crm/deal-program-versions/${id}/`);
  expect(response.statusCode).toBe(200);
  return response.json<DealProgramVersionRecord>();
}

const today = () => new Date().toISOString().slice(0, 10);

function newProgram(overrides: Record<string, unknown> = {}) {
  return {
    name: 'Green Loan',
    kind: 'loan',
    active_from: '2020-01-01',
    active_to: null,
    provinces: ['PE'],
    ...overrides,
  };
}

function loanTerms(centsPerWatt: number): ProgramTerms {
  return {
    price_indices: [
      {
        panel_size: 405,
        installation_type: 'rooftop',
        min_kw: null,
        max_kw: null,
        cents_per_watt: centsPerWatt,
        effective_from: '2020-01-01',
        effective_to: null,
      },
    ],
    rebates: [],
    permit_fee_cents: 50_000,
    payment_plan: {
      lines: [
        { label: 'Deposit', rule: 'permit-fee' },
        { label: 'Monthly', rule: 'monthly' },
      ],
      term_options: [5, 10],
      default_term: 10,
      annual_rate_percent: 6,
      dealer_fee_percent: 0,
      max_amount_cents: null,
    },
    proposal_design: {
      panel_sizes: [405],
      installation_types: ['rooftop'],
      shown_result_lines: ['production', 'offset'],
      show_payment_lines: true,
    },
  };
}

describe('seeded deal programs, price indices, rebates and taxes', () => {
  it('seeds Purchase, Sunline and CGHL; only administrators may change them', async () => {
    const list = await programs();
    expect(list.results.map((program) => [program.name, program.kind])).toEqual([
      ['CGHL', 'government-loan'],
      ['Purchase', 'purchase'],
      ['Sunline', 'lease-to-own'],
    ]);
    expect(list.can_edit).toBe(false);
    expect((await programs(admin)).can_edit).toBe(true);
    const refused = await call(rep1, 'POST', '/api/crm/deal-programs/', newProgram());
    expect(refused.statusCode).toBe(403);
  });

  it('answers the price indices and rebates of the version in force, and 400 when none is', async () => {
    const purchase = (await programs()).results.find((program) => program.name === 'Purchase')!;
    const indices = await call(rep1, 'GET', `/api/crm/deal-programs/${purchase.id}/price-indices/`);
    expect(indices.statusCode).toBe(200);
    expect(indices.json<PriceIndex[]>().map((row) => row.cents_per_watt)).toEqual([
      299, 299, 299, 299,
    ]);
    const rebates = await call(rep1, 'GET', `/api/crm/deal-programs/${purchase.id}/rebates/`);
    expect(rebates.json<Rebate[]>()).toEqual([
      expect.objectContaining({
        display_name: 'EPEI Rebate',
        cents_per_watt: 100,
        cap_cents: 1_000_000,
        provinces: ['PE'],
      }),
    ]);
    const before = await call(
      rep1,
      'GET',
      `/api/crm/deal-programs/${purchase.id}/rebates/?on=2019-06-01`,
    );
    expect(before.statusCode).toBe(400);
    expect(before.json()).toEqual({ message: messages.dealProgramNotActive });
    const bad = await call(
      rep1,
      'GET',
      `/api/crm/deal-programs/${purchase.id}/price-indices/?on=x`,
    );
    expect(bad.statusCode).toBe(400);
  });

  it('seeds the provinces’ taxes with their sources', async () => {
    const response = await call(rep1, 'GET', '/api/crm/tax-rates/');
    const rates = response.json<TaxRate[]>();
    expect(rates.filter((rate) => rate.province === 'PE')).toEqual([
      expect.objectContaining({ name: 'HST', rate_millipercent: 15_000, effective_to: null }),
    ]);
    for (const rate of rates) expect(rate.source).toMatch(/taken 20\d\d-\d\d-\d\d/);
  });

  it("offers the programs of the deal's province with its taxes", async () => {
    const island = await offers(islandDeal);
    expect(island.province).toBe('PE');
    expect(island.taxes.map((tax) => [tax.name, tax.rate_millipercent])).toEqual([['HST', 15_000]]);
    expect(island.programs.map((offer) => offer.program.name)).toEqual([
      'CGHL',
      'Purchase',
      'Sunline',
    ]);
    const ontario = await offers(ontarioDeal);
    expect(ontario.taxes.map((tax) => tax.rate_millipercent)).toEqual([13_000]);
  });

  it('offers a chosen province the same programs and taxes a deal there gets', async () => {
    const byProvince = async (province: string) => {
      const response = await call(rep1, 'GET', `/api/crm/program-offers/?province=${province}`);
      expect(response.statusCode).toBe(200);
      return response.json<DealProgramOffers>();
    };
    const island = await byProvince('PE');
    expect(island).toEqual(await offers(islandDeal));
    expect((await byProvince('ON')).taxes).toEqual((await offers(ontarioDeal)).taxes);
    expect((await call(rep1, 'GET', '/api/crm/program-offers/?province=ZZ')).statusCode).toBe(400);
    expect((await call(rep1, 'GET', '/api/crm/program-offers/')).statusCode).toBe(400);
  });

  it('prices a saved proposal on the server: the specification’s figures on the Island', async () => {
    const response = await call(rep1, 'POST', `/api/crm/deals/${islandDeal}/deal-programs/quote/`, {
      data: design(),
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().results).toMatchObject({
      system_size_kw: 4.05,
      system_cost_cents: 1_210_950,
      tax_label: 'HST (15%)',
      tax_cents: 181_643,
      rebate_label: 'EPEI Rebate',
      rebate_cents: 405_000,
      cost_after_rebate_cents: 987_593,
    });
  });
});

describe('program dates, provinces and versions', () => {
  let program: DealProgramRecord;

  it('validates a program: dates in order, known provinces', async () => {
    const backwards = await call(
      admin,
      'POST',
      '/api/crm/deal-programs/',
      newProgram({ active_to: '2019-01-01' }),
    );
    expect(backwards.statusCode).toBe(400);
    const unknown = await call(
      admin,
      'POST',
      '/api/crm/deal-programs/',
      newProgram({ provinces: ['ZZ'] }),
    );
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toEqual({ message: messages.dealProgramProvinceUnknown });
  });

  it('refuses a program outside its dates or provinces, with a message', async () => {
    const created = await call(
      admin,
      'POST',
      '/api/crm/deal-programs/',
      newProgram({ active_to: '2020-12-31' }),
    );
    expect(created.statusCode).toBe(201);
    program = created.json<DealProgramRecord>();
    const first = program.versions[0]!;
    const edited = await call(admin, 'PUT', `/api/crm/deal-program-versions/${first.id}/`, {
      effective_from: '2020-01-01',
      terms: loanTerms(350),
      version: first.version,
    });
    expect(edited.statusCode).toBe(200);

    const url = `/api/crm/deals/${islandDeal}/proposal-versions/`;
    const ended = await call(rep1, 'POST', url, {
      data: design({ programVersionId: first.id, selectedTerm: 10 }),
    });
    expect(ended.statusCode).toBe(400);
    expect(ended.json()).toEqual({ message: messages.dealProgramNotActive });
    expect((await offers(islandDeal)).programs.map((offer) => offer.program.name)).not.toContain(
      'Green Loan',
    );

    const reopened = await call(admin, 'PUT', `/api/crm/deal-programs/${program.id}/`, {
      ...newProgram(),
      version: program.version,
    });
    expect(reopened.statusCode).toBe(200);
    program = reopened.json<DealProgramRecord>();
    const elsewhere = await call(rep1, 'POST', `/api/crm/deals/${ontarioDeal}/proposal-versions/`, {
      data: design({ programVersionId: first.id, selectedTerm: 10 }),
    });
    expect(elsewhere.statusCode).toBe(400);
    expect(elsewhere.json()).toEqual({ message: messages.dealProgramNotInProvince });
  });

  it('refuses what the version does not offer', async () => {
    const first = program.versions[0]!;
    const url = `/api/crm/deals/${islandDeal}/proposal-versions/`;
    const term = await call(rep1, 'POST', url, {
      data: design({ programVersionId: first.id, selectedTerm: 7 }),
    });
    expect(term.json()).toEqual({ message: messages.dealProgramTermNotOffered });
    const size = await call(rep1, 'POST', url, {
      data: design({ programVersionId: first.id, selectedTerm: 10, selectedPanelSize: 440 }),
    });
    expect(size.json()).toEqual({ message: messages.dealProgramPanelSizeNotAllowed });
    const installation = await call(rep1, 'POST', url, {
      data: design({
        programVersionId: first.id,
        selectedTerm: 10,
        selectedInstallationType: 'ground',
      }),
    });
    expect(installation.statusCode).toBe(400);
    expect(installation.json()).toEqual({ message: messages.dealProgramInstallationNotAllowed });
  });

  it('stores the pricing of a saved proposal, freezes the version, and keeps the figures after a new one', async () => {
    const first = program.versions[0]!;
    // A quote neither saves nor freezes the version.
    const quote = await call(rep1, 'POST', `/api/crm/deals/${islandDeal}/deal-programs/quote/`, {
      data: design({ programVersionId: first.id, selectedTerm: 10 }),
    });
    expect(quote.json().results.system_cost_cents).toBe(4_050 * 350);
    expect((await version(first.id)).used).toBe(false);

    const url = `/api/crm/deals/${islandDeal}/proposal-versions/`;
    const saved = await call(rep1, 'POST', url, {
      data: design({ programVersionId: first.id, selectedTerm: 10 }),
    });
    expect(saved.statusCode).toBe(201);
    const proposal = saved.json<ProposalVersion>();
    expect(proposal.data.programVersionId).toBe(first.id);
    expect(proposal.pricing).toMatchObject({
      program_version_id: first.id,
      program_name: 'Green Loan',
      province: 'PE',
      taxes: [{ name: 'HST', rate_millipercent: 15_000 }],
    });
    expect(proposal.pricing?.terms.price_indices[0]?.cents_per_watt).toBe(350);

    const current = await version(first.id);
    expect(current.used).toBe(true);
    const frozen = await call(admin, 'PUT', `/api/crm/deal-program-versions/${first.id}/`, {
      effective_from: '2020-01-01',
      terms: loanTerms(999),
      version: current.version,
    });
    expect(frozen.statusCode).toBe(409);
    expect(frozen.json()).toEqual({ message: messages.dealProgramVersionUsed });

    // A new price is a new version from today, copied from the latest, then edited.
    const next = await call(admin, 'POST', `/api/crm/deal-programs/${program.id}/versions/`, {
      effective_from: today(),
    });
    expect(next.statusCode).toBe(201);
    const draft = next.json<DealProgramVersionRecord>();
    expect(draft.terms.price_indices[0]?.cents_per_watt).toBe(350);
    // The new version also shows fewer lines, in another order: the saved proposal does not.
    const redesigned = {
      ...loanTerms(400),
      proposal_design: {
        ...loanTerms(400).proposal_design,
        shown_result_lines: ['production' as const],
        show_payment_lines: false,
        result_line_order: ['production' as const, 'panelSize' as const],
      },
    };
    const repriced = await call(admin, 'PUT', `/api/crm/deal-program-versions/${draft.id}/`, {
      effective_from: today(),
      terms: redesigned,
      version: draft.version,
    });
    expect(repriced.statusCode).toBe(200);
    const stale = await call(admin, 'PUT', `/api/crm/deal-program-versions/${draft.id}/`, {
      effective_from: today(),
      terms: loanTerms(410),
      version: draft.version,
    });
    expect(stale.statusCode).toBe(409);

    const offered = (await offers(islandDeal)).programs.find(
      (offer) => offer.program.name === 'Green Loan',
    );
    expect(offered?.version.id).toBe(draft.id);
    // The old version no longer prices a new save...
    const old = await call(rep1, 'POST', url, {
      data: design({ programVersionId: first.id, selectedTerm: 10 }),
    });
    expect(old.json()).toEqual({ message: messages.dealProgramVersionNotInForce });
    // ...and the saved proposal keeps its figures.
    const list = await call(rep1, 'GET', url);
    const kept = list.json<ProposalVersion[]>().find((item) => item.id === proposal.id);
    expect(kept?.pricing?.terms.price_indices[0]?.cents_per_watt).toBe(350);
    const document = await call(rep1, 'GET', `/api/crm/proposals/${proposal.id}/`);
    expect(document.json().saved_detail.pricing.program_version_id).toBe(first.id);
    expect(document.json().saved_detail.pricing.terms.proposal_design).toEqual(
      loanTerms(350).proposal_design,
    );
    expect((await version(draft.id)).terms.proposal_design).toEqual(redesigned.proposal_design);
  });

  it('hides payment lines one by one, and refuses a design hiding a line the plan lacks', async () => {
    const latest = (await call(admin, 'GET', `/api/crm/deal-programs/${program.id}/`))
      .json<DealProgramRecord>()
      .versions.at(-1)!;
    const before = await version(latest.id);
    const hiding = (label: string) => ({
      ...before.terms,
      proposal_design: { ...before.terms.proposal_design, hidden_payment_lines: [label] },
    });
    const refused = await call(admin, 'PUT', `/api/crm/deal-program-versions/${latest.id}/`, {
      effective_from: before.effective_from,
      terms: hiding('Balance'),
      version: before.version,
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({
      errors: [
        {
          path: 'body.terms.proposal_design.hidden_payment_lines',
          message: messages.dealProgramHiddenPaymentLineUnknown,
        },
      ],
    });
    expect(await version(latest.id)).toEqual(before);

    const saved = await call(admin, 'PUT', `/api/crm/deal-program-versions/${latest.id}/`, {
      effective_from: before.effective_from,
      terms: hiding('Deposit'),
      version: before.version,
    });
    expect(saved.statusCode).toBe(200);
    expect((await version(latest.id)).terms.proposal_design.hidden_payment_lines).toEqual([
      'Deposit',
    ]);
  });

  it('refuses a version dated before the program starts or on a date already taken', async () => {
    const early = await call(admin, 'POST', `/api/crm/deal-programs/${program.id}/versions/`, {
      effective_from: '2019-01-01',
    });
    expect(early.json()).toEqual({ message: messages.dealProgramVersionBeforeProgram });
    const taken = await call(admin, 'POST', `/api/crm/deal-programs/${program.id}/versions/`, {
      effective_from: today(),
    });
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toEqual({ message: messages.dealProgramVersionDateTaken });
  });
});

describe('tax rates by province and date', () => {
  const tomorrow = () => {
    const day = new Date();
    day.setUTCDate(day.getUTCDate() + 1);
    return day.toISOString().slice(0, 10);
  };

  async function taxRates() {
    const response = await call(admin, 'GET', '/api/crm/tax-rates/');
    expect(response.statusCode).toBe(200);
    return response.json<TaxRateRecord[]>();
  }

  const ontarioHst = (rates: TaxRateRecord[]) =>
    rates.filter((rate) => rate.province === 'ON' && rate.name === 'HST');

  /** Saves a proposal on the Ontario deal with a program offered there: it uses Ontario's HST. */
  async function saveInOntario() {
    const created = await call(
      admin,
      'POST',
      '/api/crm/deal-programs/',
      newProgram({ name: 'Ontario Loan', provinces: ['ON'] }),
    );
    expect(created.statusCode).toBe(201);
    const first = created.json<DealProgramRecord>().versions[0]!;
    await call(admin, 'PUT', `/api/crm/deal-program-versions/${first.id}/`, {
      effective_from: '2020-01-01',
      terms: loanTerms(300),
      version: first.version,
    });
    const saved = await call(rep1, 'POST', `/api/crm/deals/${ontarioDeal}/proposal-versions/`, {
      data: design({ programVersionId: first.id, selectedTerm: 10 }),
    });
    expect(saved.statusCode).toBe(201);
    return saved.json<ProposalVersion>();
  }

  it('lets only administrators add or correct a rate, and checks what they enter', async () => {
    const body = {
      province: 'ON',
      effective_from: tomorrow(),
      taxes: [{ name: 'HST', rate_millipercent: 14_000 }],
      source: 'Ontario budget, taken 2026-11-27',
    };
    expect((await call(rep1, 'POST', '/api/crm/tax-rates/', body)).statusCode).toBe(403);
    const [rate] = ontarioHst(await taxRates());
    const refused = await call(rep1, 'PUT', `/api/crm/tax-rates/${rate!.id}/`, {
      rate_millipercent: 13_000,
      source: 'x',
    });
    expect(refused.statusCode).toBe(403);
    const mixed = await call(admin, 'POST', '/api/crm/tax-rates/', {
      ...body,
      taxes: [
        { name: 'HST', rate_millipercent: 13_000 },
        { name: 'PST', rate_millipercent: 8000 },
      ],
    });
    expect(mixed.statusCode).toBe(400);
    expect(JSON.stringify(mixed.json())).toContain(messages.taxRateComponents);
    const earlier = await call(admin, 'POST', '/api/crm/tax-rates/', {
      ...body,
      effective_from: '2010-07-01',
    });
    expect(earlier.statusCode).toBe(409);
    expect(earlier.json()).toEqual({ message: messages.taxRateDateOrder });
    const noSource = await call(admin, 'POST', '/api/crm/tax-rates/', { ...body, source: ' ' });
    expect(noSource.statusCode).toBe(400);
  });

  it('corrects a rate until a saved proposal uses it, then only a new rate from a date', async () => {
    const [unused] = ontarioHst(await taxRates());
    expect(unused!.used_by_proposal).toBe(false);
    const corrected = await call(admin, 'PUT', `/api/crm/tax-rates/${unused!.id}/`, {
      rate_millipercent: 13_000,
      source: 'Canada Revenue Agency, checked again',
    });
    expect(corrected.statusCode).toBe(200);
    expect(corrected.json<TaxRateRecord>().source).toBe('Canada Revenue Agency, checked again');

    const proposal = await saveInOntario();
    expect(proposal.pricing?.taxes).toEqual([{ name: 'HST', rate_millipercent: 13_000 }]);
    const [used] = ontarioHst(await taxRates());
    expect(used!.used_by_proposal).toBe(true);
    const frozen = await call(admin, 'PUT', `/api/crm/tax-rates/${used!.id}/`, {
      rate_millipercent: 14_000,
      source: 'x',
    });
    expect(frozen.statusCode).toBe(409);
    expect(frozen.json()).toEqual({ message: messages.taxRateUsedByProposal });

    // Today's proposal was priced at 13 %: a new rate cannot reach back over it.
    const overToday = await call(admin, 'POST', '/api/crm/tax-rates/', {
      province: 'ON',
      effective_from: today(),
      taxes: [{ name: 'HST', rate_millipercent: 14_000 }],
      source: 'Ontario budget',
    });
    expect(overToday.statusCode).toBe(409);
    expect(overToday.json()).toEqual({ message: messages.taxRateDateBeforeProposal });
  });

  it('adds a rate from a date: the old one ends the day before, and prices keep the rate in force', async () => {
    const added = await call(admin, 'POST', '/api/crm/tax-rates/', {
      province: 'ON',
      effective_from: tomorrow(),
      taxes: [{ name: 'HST', rate_millipercent: 14_000 }],
      source: 'Ontario budget, taken 2026-11-27',
    });
    expect(added.statusCode).toBe(201);
    const rows = ontarioHst(await taxRates());
    expect(
      rows.map((row) => [row.rate_millipercent, row.effective_to, row.used_by_proposal]),
    ).toEqual([
      [13_000, today(), true],
      [14_000, null, false],
    ]);
    // Today the 13 % is still the one in force, for the presenter and for a save.
    expect((await offers(ontarioDeal)).taxes.map((tax) => tax.rate_millipercent)).toEqual([13_000]);
    const quote = await call(rep1, 'POST', `/api/crm/deals/${ontarioDeal}/deal-programs/quote/`, {
      data: design({
        programVersionId: (await programs()).results.find((p) => p.name === 'Ontario Loan')!
          .versions[0]!.id,
        selectedTerm: 10,
      }),
    });
    expect(quote.json().pricing.taxes).toEqual([{ name: 'HST', rate_millipercent: 13_000 }]);
    expect(quote.json().results.tax_label).toBe('HST (13%)');
    // The new rate, unused, may still be corrected.
    const corrected = await call(admin, 'PUT', `/api/crm/tax-rates/${rows[1]!.id}/`, {
      rate_millipercent: 14_500,
      source: 'Ontario budget, corrected',
    });
    expect(corrected.json<TaxRateRecord>().rate_millipercent).toBe(14_500);
    const missing = await call(admin, 'PUT', '/api/crm/tax-rates/999999/', {
      rate_millipercent: 1000,
      source: 'x',
    });
    expect(missing.statusCode).toBe(404);
  });
});
