import { eq } from 'drizzle-orm';
import { PDFDocument } from '@cantoo/pdf-lib';
import {
  demoAccountEmails,
  defaultProposalData,
  fillMergeFields,
  maxTemplateImagePixels,
  templateImageLimits,
  type MergeValuesResponse,
  messages,
  type JobStatus,
  type ProposalData,
  sampleMergeValues,
  savedPanelAt,
  type TemplateCreatePayload,
  type TemplateDealOption,
  type TemplateProposalOption,
  type TemplateListRow,
  type TemplateRecord,
  versionConflictCode,
} from '@solar/shared/domain';
import { provinces, users } from '../../../db/schema';
import { documentTemplates, templateImages } from '../templates-tables';
import { seedTemplateDefinitions, seedTemplates } from '../seed-templates';
import { blackPng } from './png-fixtures';
import { seedDemoDeals } from '../../../seed/seed-deals';
import { pdfPageTexts } from '../../../testing/pdf-text';
import { signedInCaller } from '../../../testing/signed-in-caller';
import { createTestApp, type TestApp } from '../../../testing/test-app';
import { addresses, deals } from '../../deals/deals-tables';
import { proposals } from '../../proposals/proposals-tables';
import { contactTypes, dealContacts } from '../../deal-contacts/deal-contacts-tables';
import { powerBillDetails, powerBills, powerCompanies } from '../../power-bills/power-bills-tables';

let t: TestApp;
const call = signedInCaller(() => t);
const { admin, ops, rep1, rep2, customer } = demoAccountEmails;

const contract = (overrides: Partial<TemplateCreatePayload> = {}): TemplateCreatePayload => ({
  name: 'Test contract',
  group: 'Contract',
  orientation: 'portrait',
  page_size: 'A4',
  pages: [
    {
      id: 'p1',
      blocks: [
        {
          id: 'b1',
          kind: 'text',
          x: 10,
          y: 10,
          width: 150,
          height: 20,
          text: 'Contract for {{deal.name}} / {{customer.email}} / {{deal.nmae}}',
          font_size_pt: 12,
          bold: true,
          italic: false,
          align: 'left',
        },
        {
          id: 'b2',
          kind: 'table',
          x: 10,
          y: 40,
          width: 120,
          height: 20,
          rows: [
            ['Deal', 'City'],
            ['{{deal.name}}', '{{deal.city}}'],
          ],
          header_row: true,
          font_size_pt: 10,
        },
      ],
    },
    { id: 'p2', blocks: [] },
  ],
  ...overrides,
});

async function create(email = ops, payload = contract()) {
  const response = await call(email, 'POST', '/api/templates/', payload);
  expect(response.statusCode).toBe(201);
  return response.json<TemplateRecord>();
}

/** Uploads an image into a saved template. */
function uploadImage(templateId: number, data: Buffer | string, email: string = ops) {
  return call(email, 'POST', '/api/templates/images/', {
    template_id: templateId,
    data_base64: typeof data === 'string' ? data : data.toString('base64'),
    filename: 'logo.png',
  });
}

const imageBlock = (imageId: number | null, id = 'img') => ({
  id,
  kind: 'image' as const,
  x: 10,
  y: 10,
  width: 180,
  height: 40,
  image_id: imageId,
  alt: 'Logo',
});

/** Saves `template` with `pages`, over its current version. */
async function savePages(template: TemplateRecord, pages: TemplateCreatePayload['pages']) {
  const { id, version, name, group, orientation, page_size } = template;
  return call(ops, 'PUT', `/api/templates/${id}/`, {
    name,
    group,
    orientation,
    page_size,
    pages,
    version,
  });
}

interface PrintedPdf {
  job: JobStatus;
  headers: Record<string, unknown>;
  rawPayload: Buffer;
}

/**
 * Prints a template as the pages do: starts its PDF job, follows it until it has finished
 * (bounded), then downloads what it made.
 */
async function printPdf(email: string, templateId: number, query = ''): Promise<PrintedPdf> {
  const started = await call(email, 'POST', `/api/templates/${templateId}/pdf-jobs/${query}`);
  expect(started.statusCode).toBe(201);
  const deadline = Date.now() + 60_000;
  for (;;) {
    const job = (
      await call(email, 'GET', `/api/jobs/${started.json<JobStatus>().id}/`)
    ).json<JobStatus>();
    if (job.state === 'failed' || job.state === 'cancelled') throw new Error(job.error ?? 'failed');
    if (job.state === 'completed') {
      const file = await call(email, 'GET', job.result_url!);
      expect(file.statusCode).toBe(200);
      expect(file.headers['content-type']).toBe('application/pdf');
      return { job, headers: file.headers, rawPayload: file.rawPayload };
    }
    if (Date.now() > deadline) throw new Error(`PDF job still ${job.state}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** The PDF and every text a reader sees on its pages. */
async function pdfTexts(
  bytes: Buffer | Uint8Array,
): Promise<{ document: PDFDocument; text: string }> {
  const document = await PDFDocument.load(bytes);
  return { document, text: (await pdfPageTexts(bytes)).join('\n') };
}

const pngBytes = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

let rep1DealId: number;
let rep2DealId: number;

beforeAll(async () => {
  t = await createTestApp();
  await seedDemoDeals(t.database.db);
  const [rep1User] = await t.database.db.select().from(users).where(eq(users.email, rep1));
  const [rep2User] = await t.database.db.select().from(users).where(eq(users.email, rep2));
  const all = await t.database.db.select().from(deals);
  rep1DealId = all.find((deal) => deal.salesPersonId === rep1User!.id)!.id;
  rep2DealId = all.find((deal) => deal.salesPersonId === rep2User!.id)!.id;
  // A fresh database plus the demo deals: slow on a busy two-core machine.
}, 120_000);
afterAll(async () => {
  await t.close();
});

describe('template list', () => {
  it('has one seeded template per group', async () => {
    const response = await call(admin, 'GET', '/api/templates/');
    expect(response.statusCode).toBe(200);
    const groups = response.json<TemplateListRow[]>().map((row) => row.group);
    expect(groups.sort()).toEqual(expect.arrayContaining(['Contract', 'Invoice', 'Proposal']));
  });

  it('lists one group, searches by name and gives the page count', async () => {
    const created = await create(ops, contract({ name: 'Searchable 50%_contract' }));
    const invoices = (await call(ops, 'GET', '/api/templates/?group=Invoice')).json<
      TemplateListRow[]
    >();
    expect(invoices.every((row) => row.group === 'Invoice')).toBe(true);

    const found = (
      await call(ops, 'GET', `/api/templates/?group=Contract&search=${encodeURIComponent('50%_c')}`)
    ).json<TemplateListRow[]>();
    expect(found.map((row) => row.id)).toEqual([created.id]);
    expect(found[0]).toMatchObject({ page_count: 2, version: 1, page_size: 'A4' });
    expect(found[0]).not.toHaveProperty('pages');

    // `%` is literal: a name without it does not match.
    const none = (await call(ops, 'GET', '/api/templates/?search=%25zz')).json<unknown[]>();
    expect(none).toEqual([]);
  });

  it('refuses an unknown group', async () => {
    expect((await call(ops, 'GET', '/api/templates/?group=Poster')).statusCode).toBe(400);
  });
});

describe('create, read, update, duplicate, delete', () => {
  it('creates version 1 recording who saved it, and reads it back', async () => {
    const created = await create();
    expect(created).toMatchObject({ name: 'Test contract', version: 1, group: 'Contract' });
    expect(created.updated_by?.name).toBeTruthy();
    const read = await call(rep1, 'GET', `/api/templates/${created.id}/`);
    expect(read.statusCode).toBe(200);
    expect(read.json<TemplateRecord>().pages).toEqual(contract().pages);
  });

  it('refuses a block outside the page, with the reason', async () => {
    const payload = contract({ page_size: 'A5', orientation: 'portrait' });
    (payload.pages[0]!.blocks[0] as { width: number }).width = 145;
    const response = await call(ops, 'POST', '/api/templates/', payload);
    expect(response.statusCode).toBe(400);
    expect(JSON.stringify(response.json())).toContain(messages.apiBlockOutsidePage);
  });

  it('saves over the loaded version and refuses a stale one with 409', async () => {
    const created = await create();
    const first = await call(ops, 'PUT', `/api/templates/${created.id}/`, {
      ...contract({ name: 'Renamed by ops' }),
      version: 1,
    });
    expect(first.statusCode).toBe(200);
    expect(first.json<TemplateRecord>()).toMatchObject({ name: 'Renamed by ops', version: 2 });

    // A second editor still holding version 1 must not overwrite the first's work.
    const stale = await call(admin, 'PUT', `/api/templates/${created.id}/`, {
      ...contract({ name: 'Stale save' }),
      version: 1,
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({
      message: messages.recordVersionConflict,
      error: versionConflictCode,
    });
    const stored = (await call(ops, 'GET', `/api/templates/${created.id}/`)).json<TemplateRecord>();
    expect(stored.name).toBe('Renamed by ops');

    const next = await call(admin, 'PUT', `/api/templates/${created.id}/`, {
      ...contract({ name: 'After reload' }),
      version: 2,
    });
    expect(next.json<TemplateRecord>().version).toBe(3);
  });

  it('answers 404 for a template that does not exist', async () => {
    const update = await call(ops, 'PUT', '/api/templates/999999/', { ...contract(), version: 1 });
    expect(update.statusCode).toBe(404);
    expect(update.json()).toEqual({ message: messages.apiTemplateNotFound });
    expect((await call(ops, 'GET', '/api/templates/999999/')).statusCode).toBe(404);
    expect((await call(ops, 'DELETE', '/api/templates/999999/')).statusCode).toBe(404);
  });

  it('duplicates as "Copy of" at version 1 and deletes', async () => {
    const created = await create(ops, contract({ name: 'x'.repeat(100) }));
    const copy = await call(ops, 'POST', `/api/templates/${created.id}/duplicate/`);
    expect(copy.statusCode).toBe(201);
    const duplicated = copy.json<TemplateRecord>();
    expect(duplicated.id).not.toBe(created.id);
    expect(duplicated.name).toHaveLength(100);
    expect(duplicated.name.startsWith('Copy of x')).toBe(true);
    expect(duplicated.pages).toEqual(created.pages);

    expect((await call(ops, 'DELETE', `/api/templates/${created.id}/`)).statusCode).toBe(204);
    expect((await call(ops, 'GET', `/api/templates/${created.id}/`)).statusCode).toBe(404);
    expect((await call(ops, 'GET', `/api/templates/${duplicated.id}/`)).statusCode).toBe(200);
  });
});

describe('who may do what', () => {
  it('lets deal holders read and print templates but not change them', async () => {
    const created = await create();
    expect((await call(rep1, 'GET', '/api/templates/?group=Contract')).statusCode).toBe(200);
    expect((await call(rep1, 'POST', '/api/templates/', contract())).statusCode).toBe(403);
    expect(
      (await call(rep1, 'PUT', `/api/templates/${created.id}/`, { ...contract(), version: 1 }))
        .statusCode,
    ).toBe(403);
    expect((await call(rep1, 'DELETE', `/api/templates/${created.id}/`)).statusCode).toBe(403);
  });

  it('refuses customers everything', async () => {
    expect((await call(customer, 'GET', '/api/templates/')).statusCode).toBe(403);
  });

  it('offers only the deals the caller may use, and refuses the values of others', async () => {
    const repOptions = (await call(rep1, 'GET', '/api/templates/deal-options/')).json<
      TemplateDealOption[]
    >();
    expect(repOptions.map((deal) => deal.id)).toContain(rep1DealId);
    expect(repOptions.map((deal) => deal.id)).not.toContain(rep2DealId);
    const adminOptions = (await call(admin, 'GET', '/api/templates/deal-options/')).json<
      TemplateDealOption[]
    >();
    expect(adminOptions.length).toBeGreaterThan(repOptions.length);
    expect(adminOptions.length).toBeLessThanOrEqual(50);

    const refused = await call(rep1, 'GET', `/api/templates/merge-values/?deal_id=${rep2DealId}`);
    expect(refused.statusCode).toBe(403);
    const pdf = await call(rep1, 'POST', `/api/templates/1/pdf-jobs/?deal_id=${rep2DealId}`);
    expect(pdf.statusCode).toBe(403);
  });
});

describe('merge values', () => {
  it("fills the deal's own fields, names a deal without a contact by its name, and never invents proposal values", async () => {
    const [deal] = await t.database.db.select().from(deals).where(eq(deals.id, rep1DealId));
    const response = await call(rep1, 'GET', `/api/templates/merge-values/?deal_id=${rep1DealId}`);
    expect(response.statusCode).toBe(200);
    const body = response.json<MergeValuesResponse>();
    expect(body.values['deal.name']).toBe(deal!.name);
    expect(body.values['deal.address']).toEqual(expect.any(String));
    expect(body.values['customer.name']).toBe(deal!.name);
    expect(body.values['customer.email']).toBeNull();
    expect(body.values['proposal.total_with_tax']).toBeNull();
    expect(body.values.today).toMatch(/^[A-Z][a-z]+ \d{1,2}, \d{4}$/);
    expect(body.chart).toEqual({ monthly_usage_kwh: null, monthly_production_kwh: null });
  });

  it("takes the customer from the deal's primary contact and the usage from its power bill", async () => {
    const db = t.database.db;
    const [type] = await db.insert(contactTypes).values({ name: 'Template test type' }).returning();
    await db.insert(dealContacts).values([
      { dealId: rep2DealId, contactTypeId: type!.id, firstName: 'Other', lastName: 'Person' },
      {
        dealId: rep2DealId,
        contactTypeId: type!.id,
        firstName: 'Jane',
        lastName: 'Doe',
        email: 'jane@example.com',
        isPrimary: true,
      },
    ]);
    const [company] = await db
      .insert(powerCompanies)
      .values({ name: 'Template test power' })
      .returning();
    const [bill] = await db
      .insert(powerBills)
      .values({ dealId: rep2DealId, powerCompanyId: company!.id, billName: 'Home' })
      .returning();
    const usage = [900, 850, 800, 700, 600, 500, 550, 600, 650, 700, 800, 875.5];
    await db.insert(powerBillDetails).values(
      usage.map((value, index) => ({
        powerBillId: bill!.id,
        month: index + 1,
        usage: String(value),
      })),
    );

    const body = (
      await call(rep2, 'GET', `/api/templates/merge-values/?deal_id=${rep2DealId}`)
    ).json<MergeValuesResponse>();
    expect(body.values).toMatchObject({
      'customer.name': 'Jane Doe',
      'customer.email': 'jane@example.com',
      'customer.phone': null,
    });
    expect(body.chart).toEqual({ monthly_usage_kwh: usage, monthly_production_kwh: null });
  });

  it('answers 404 for a deal that does not exist', async () => {
    expect(
      (await call(admin, 'GET', '/api/templates/merge-values/?deal_id=999999')).statusCode,
    ).toBe(404);
  });
});

describe('proposal merge values', () => {
  const proposalFields =
    'Size {{proposal.system_size_kw}} kW, {{proposal.annual_production_kwh}} kWh/y, ' +
    'total {{proposal.total_with_tax}}';

  /** A rep1 deal no test saves a proposal for. */
  async function rep1DealWithoutProposal(): Promise<number> {
    const [rep1User] = await t.database.db.select().from(users).where(eq(users.email, rep1));
    const saved = await t.database.db.select({ dealId: proposals.dealId }).from(proposals);
    const all = await t.database.db.select().from(deals);
    return all.find(
      (deal) =>
        deal.salesPersonId === rep1User!.id &&
        !saved.some((proposal) => proposal.dealId === deal.id),
    )!.id;
  }

  /** A rep1 deal of its own, so other tests' data cannot change what this one expects. */
  async function rep1OtherDeal(): Promise<number> {
    const [rep1User] = await t.database.db.select().from(users).where(eq(users.email, rep1));
    const all = await t.database.db.select().from(deals);
    const mine = all.filter(
      (deal) => deal.salesPersonId === rep1User!.id && deal.id !== rep1DealId,
    );
    return mine[mine.length - 1]!.id;
  }

  it('leaves them missing (reported, never invented) for a deal without a saved proposal', async () => {
    const dealId = await rep1OtherDeal();
    const body = (
      await call(rep1, 'GET', `/api/templates/merge-values/?deal_id=${dealId}`)
    ).json<MergeValuesResponse>();
    expect(body.values['proposal.system_size_kw']).toBeNull();
    expect(body.values['proposal.annual_production_kwh']).toBeNull();
    expect(body.values['proposal.total_with_tax']).toBeNull();
    const filled = fillMergeFields(proposalFields, body.values);
    expect(filled.text).toBe(proposalFields);
    expect(filled.unavailable).toEqual([
      'proposal.system_size_kw',
      'proposal.annual_production_kwh',
      'proposal.total_with_tax',
    ]);
    expect(body.chart.monthly_production_kwh).toBeNull();
  });

  it("fills them from the deal's latest saved version, as the presenter shows them", async () => {
    const dealId = await rep1OtherDeal();
    // The hand-computed figures below are an Island deal's: HST 15 %, where the programs are priced.
    const [deal] = await t.database.db.select().from(deals).where(eq(deals.id, dealId));
    const [island] = await t.database.db.select().from(provinces).where(eq(provinces.code, 'PE'));
    await t.database.db
      .update(addresses)
      .set({ provinceId: island!.id })
      .where(eq(addresses.id, deal!.addressId));
    const design = (panelSize: 405 | 440, panels: ProposalData['panels']): ProposalData => ({
      ...defaultProposalData(),
      selectedPanelSize: panelSize,
      panels,
      nextPanelId: panels.length + 1,
    });
    // V1: two 440 W panels in the yellow area, away from the shadow circle (1100 each).
    const v1 = design(440, [savedPanelAt(1, 100, 350), savedPanelAt(2, 150, 350)]);
    // V2: ten 405 W panels in the red area (800 each).
    const v2 = design(
      405,
      Array.from({ length: 10 }, (_, index) => savedPanelAt(index + 1, 100 + 50 * index, 100)),
    );
    const url = `/api/crm/deals/${dealId}/proposal-versions/`;
    const first = await call(rep1, 'POST', url, { data: v1 });
    expect(first.statusCode).toBe(201);
    expect((await call(rep1, 'POST', url, { data: v2 })).statusCode).toBe(201);
    // V1 saved again afterwards: "latest" is the highest version, not the last write.
    const { id: v1Id, version } = first.json<{ id: number; version: number }>();
    expect((await call(rep1, 'PUT', `${url}${v1Id}/`, { data: v1, version })).statusCode).toBe(200);

    const body = (
      await call(rep1, 'GET', `/api/templates/merge-values/?deal_id=${dealId}`)
    ).json<MergeValuesResponse>();
    // By hand, V2: 10 × 405 W = 4 050 W = 4.05 kW; production 4.05 × 800 = 3 240 kWh/y;
    // cost 4 050 × $2.99 = $12,109.50, HST 15 % = $1,816.425 → $1,816.43, total $13,925.93.
    expect(body.values).toMatchObject({
      'proposal.system_size_kw': '4.05',
      'proposal.annual_production_kwh': '3,240',
      'proposal.total_with_tax': '$13,925.93',
    });
    expect(fillMergeFields(proposalFields, body.values)).toEqual({
      text: 'Size 4.05 kW, 3,240 kWh/y, total $13,925.93',
      unknown: [],
      unavailable: [],
    });
    // The production chart: 3 240 kWh split by month, January 4.5 % = 145.8, June 12 % = 388.8.
    const production = body.chart.monthly_production_kwh;
    expect(production).toHaveLength(12);
    expect(production?.[0]).toBe(145.8);
    expect(production?.[5]).toBe(388.8);
    expect(production?.reduce((sum, month) => sum + month, 0)).toBeCloseTo(3240, 6);

    // The PDF prints the same figures.
    const created = await create(
      ops,
      contract({
        pages: [
          {
            id: 'p1',
            blocks: [
              {
                id: 'b1',
                kind: 'text',
                x: 10,
                y: 10,
                width: 180,
                height: 20,
                text: proposalFields,
                font_size_pt: 10,
                bold: false,
                italic: false,
                align: 'left',
              },
            ],
          },
        ],
      }),
    );
    const pdf = await printPdf(rep1, created.id, `?deal_id=${dealId}`);
    const { text } = await pdfTexts(pdf.rawPayload);
    expect(text.replace(/\n/g, ' ')).toContain('$13,925.93');
    expect(text).not.toContain('{{proposal.total_with_tax}}');
  });

  it("prints a location estimate's stored production, as the preview shows it, not the drawing's", async () => {
    const dealId = await rep1OtherDeal();
    const [deal] = await t.database.db.select().from(deals).where(eq(deals.id, dealId));
    const [place] = await t.database.db
      .select({ latitude: addresses.latitude, longitude: addresses.longitude })
      .from(addresses)
      .where(eq(addresses.id, deal!.addressId));
    // Charlottetown: the estimate needs the deal's map position.
    await t.database.db
      .update(addresses)
      .set({ latitude: '46.2382', longitude: '-63.1311' })
      .where(eq(addresses.id, deal!.addressId));
    const url = `/api/crm/deals/${dealId}/proposal-versions/`;
    const saved = await call(rep1, 'POST', url, {
      data: {
        ...defaultProposalData(),
        panels: Array.from({ length: 10 }, (_, index) =>
          savedPanelAt(index + 1, 100 + 50 * index, 100),
        ),
        nextPanelId: 11,
        productionSettings: {
          method: 'location-estimate',
          tiltDegrees: 30,
          azimuthDegrees: 180,
          shadingPercent: 0,
        },
      },
    });
    try {
      expect(saved.statusCode).toBe(201);
      const version = saved.json<{ id: number; version: number; data: ProposalData }>();
      const stored = version.data.production!;
      expect(stored.method).toBe('location-estimate');
      const body = (
        await call(rep1, 'GET', `/api/templates/merge-values/?deal_id=${dealId}`)
      ).json<MergeValuesResponse>();
      // The drawing would say 3,240 (ten red-area panels); the estimate says what it stored.
      const printed = body.values['proposal.annual_production_kwh']!;
      expect(Number(printed.replace(/,/g, ''))).toBe(stored.annualHundredthsKwh / 100);
      expect(printed).not.toBe('3,240');
      expect(body.chart.monthly_production_kwh).toEqual(
        stored.method === 'location-estimate' ? stored.monthlyKwh : [],
      );
    } finally {
      if (saved.statusCode === 201) {
        const { id, version } = saved.json<{ id: number; version: number }>();
        await call(rep1, 'DELETE', `${url}${id}/?version=${version}`);
      }
      await t.database.db
        .update(addresses)
        .set({ latitude: place!.latitude, longitude: place!.longitude })
        .where(eq(addresses.id, deal!.addressId));
    }
  });
  /** A template printing the proposal figures. */
  const figuresTemplate = () =>
    create(
      ops,
      contract({
        pages: [
          {
            id: 'p1',
            blocks: [
              {
                id: 'b1',
                kind: 'text',
                x: 10,
                y: 10,
                width: 180,
                height: 20,
                text: proposalFields,
                font_size_pt: 10,
                bold: false,
                italic: false,
                align: 'left',
              },
            ],
          },
        ],
      }),
    );

  it('prints the chosen saved version, and names it in the job and the file name', async () => {
    // The versions the test above saved: V2 (ten 405 W panels) and V1 (two 440 W panels).
    const dealId = await rep1OtherDeal();
    const options = await call(rep1, 'GET', `/api/templates/proposal-options/?deal_id=${dealId}`);
    expect(options.statusCode).toBe(200);
    const [v2, v1] = options.json<TemplateProposalOption[]>();
    expect([v2?.proposal_version, v1?.proposal_version]).toEqual([2, 1]);

    const values = (
      await call(
        rep1,
        'GET',
        `/api/templates/merge-values/?deal_id=${dealId}&proposal_id=${v1!.id}`,
      )
    ).json<MergeValuesResponse>();
    expect(values.proposal).toEqual(v1);
    // By hand, V1: 2 × 440 W = 0.88 kW.
    expect(values.values['proposal.system_size_kw']).toBe('0.88');

    const template = await figuresTemplate();
    const chosen = await printPdf(rep1, template.id, `?deal_id=${dealId}&proposal_id=${v1!.id}`);
    expect(chosen.job.message).toBe(messages.jobPdfReadyFromProposal(v1!.name));
    expect(chosen.headers['content-disposition']).toBe(
      `attachment; filename="test-contract-deal-${dealId}-proposal-v1.pdf"`,
    );
    expect((await pdfTexts(chosen.rawPayload)).text.replace(/\n/g, ' ')).toContain('Size 0.88 kW');

    // Without a choice, the latest.
    const latest = await printPdf(rep1, template.id, `?deal_id=${dealId}`);
    expect(latest.job.message).toBe(messages.jobPdfReadyFromProposal(v2!.name));
    expect(latest.headers['content-disposition']).toContain(`-deal-${dealId}-proposal-v2.pdf`);
    expect((await pdfTexts(latest.rawPayload)).text.replace(/\n/g, ' ')).toContain('Size 4.05 kW');

    // The page finds its newest document again after a reload; nobody else sees it.
    const found = await call(rep1, 'GET', `/api/templates/pdf-jobs/?template_id=${template.id}`);
    expect(found.json<{ job: JobStatus | null }>().job?.id).toBe(latest.job.id);
    const forDeal = await call(rep1, 'GET', `/api/templates/pdf-jobs/?deal_id=${dealId}`);
    expect(forDeal.json<{ job: JobStatus | null }>().job?.id).toBe(latest.job.id);
    const other = await call(ops, 'GET', `/api/templates/pdf-jobs/?template_id=${template.id}`);
    expect(other.json<{ job: JobStatus | null }>()).toEqual({ job: null });
  });

  it("refuses another deal's version and a deal the caller may not see, before and in the job", async () => {
    const dealId = await rep1OtherDeal();
    const [, v1] = (
      await call(rep1, 'GET', `/api/templates/proposal-options/?deal_id=${dealId}`)
    ).json<TemplateProposalOption[]>();
    const template = await figuresTemplate();
    const start = (query: string) =>
      call(rep1, 'POST', `/api/templates/${template.id}/pdf-jobs/${query}`);

    const wrongDeal = await start(`?deal_id=${rep1DealId}&proposal_id=${v1!.id}`);
    expect(wrongDeal.statusCode).toBe(404);
    expect(wrongDeal.json()).toEqual({ message: messages.apiProposalNotFound });
    const wrongValues = await call(
      rep1,
      'GET',
      `/api/templates/merge-values/?deal_id=${rep1DealId}&proposal_id=${v1!.id}`,
    );
    expect(wrongValues.statusCode).toBe(404);
    expect((await start(`?deal_id=${rep2DealId}&proposal_id=${v1!.id}`)).statusCode).toBe(403);
    expect(
      (await call(rep1, 'GET', `/api/templates/proposal-options/?deal_id=${rep2DealId}`))
        .statusCode,
    ).toBe(403);
    expect((await start(`?proposal_id=${v1!.id}`)).statusCode).toBe(400);

    // A payload queued by other means is checked again by the job itself.
    const [rep1User] = await t.database.db.select().from(users).where(eq(users.email, rep1));
    const failedWith = async (payload: object) => {
      const jobId = await t.app.jobs.enqueue('template-pdf', payload, { userId: rep1User!.id });
      await t.app.jobs.idle();
      return (await call(rep1, 'GET', `/api/jobs/${jobId}/`)).json<JobStatus>();
    };
    expect(
      await failedWith({ template_id: template.id, deal_id: rep1DealId, proposal_id: v1!.id }),
    ).toMatchObject({ state: 'failed', error: messages.apiProposalNotFound, result_url: null });
    expect(
      await failedWith({ template_id: template.id, deal_id: rep2DealId, proposal_id: null }),
    ).toMatchObject({ state: 'failed', result_url: null });
  });

  it("prints a deal without a saved proposal from the deal's fields, and says so", async () => {
    const dealId = await rep1DealWithoutProposal();
    const template = await figuresTemplate();
    const printed = await printPdf(rep1, template.id, `?deal_id=${dealId}`);
    expect(printed.job.message).toBe(messages.jobPdfReadyWithoutProposal);
    expect(printed.headers['content-disposition']).toContain(`-deal-${dealId}.pdf`);
    expect((await pdfTexts(printed.rawPayload)).text).toContain('{{proposal.system_size_kw}}');
  });
});

describe('PDF', () => {
  it('prints one PDF page per template page at the paper size and orientation', async () => {
    const created = await create(ops, contract({ page_size: 'A5', orientation: 'landscape' }));
    const response = await printPdf(ops, created.id);
    expect(response.headers['content-disposition']).toBe(
      'attachment; filename="test-contract.pdf"',
    );
    const { document, text } = await pdfTexts(response.rawPayload);
    expect(document.getPageCount()).toBe(2);
    const { width, height } = document.getPage(0).getSize();
    // A5 landscape: 210 × 148 mm in points.
    expect(width).toBeCloseTo((210 * 72) / 25.4, 1);
    expect(height).toBeCloseTo((148 * 72) / 25.4, 1);
    // Without a deal the PDF is filled with the preview's sample data, as the editor shows it.
    const sample = sampleMergeValues(new Date());
    expect(text).toContain(`Contract for ${sample['deal.name']}`);
    expect(text).not.toContain('{{deal.name}}');
  });

  it("fills the deal's name and leaves unknown and missing fields as written", async () => {
    const created = await create();
    const [deal] = await t.database.db.select().from(deals).where(eq(deals.id, rep1DealId));
    const response = await printPdf(rep1, created.id, `?deal_id=${rep1DealId}`);
    expect(response.headers['content-disposition']).toContain(`-deal-${rep1DealId}.pdf`);
    const { document, text } = await pdfTexts(response.rawPayload);
    expect(document.getTitle()).toBe(`Test contract: ${deal!.name}`);
    expect(text).toContain(`Contract for ${deal!.name}`);
    expect(text).toContain('{{customer.email}}');
    expect(text).toContain('{{deal.nmae}}');
    expect(text).not.toContain('{{deal.name}}');
  });

  it('prints the seeded templates, including their charts, and embeds uploaded images', async () => {
    const saved = await create();
    const upload = await uploadImage(saved.id, pngBytes);
    const imageId = upload.json<{ id: number }>().id;
    const payload = contract();
    payload.pages[1]!.blocks.push(
      { ...imageBlock(imageId), width: 40, height: 20 },
      {
        id: 'chart',
        kind: 'chart',
        x: 10,
        y: 40,
        width: 150,
        height: 80,
        chart: 'production-vs-usage',
        title: 'Usage',
      },
    );
    expect((await savePages(saved, payload.pages)).statusCode).toBe(200);
    const response = await printPdf(admin, saved.id, `?deal_id=${rep1DealId}`);
    const { document, text } = await pdfTexts(response.rawPayload);
    expect(text).toContain(messages.templateChartNoData);
    const xObjects = document.getPage(1).node.Resources()?.toString() ?? '';
    expect(xObjects).toContain('/XObject');
    expect(response.rawPayload.toString('latin1')).toContain('/Subtype /Image');

    for (const row of (await call(admin, 'GET', '/api/templates/')).json<TemplateListRow[]>()) {
      expect((await printPdf(admin, row.id)).job.state).toBe('completed');
    }
  });

  it('prints a placeholder, not the picture, for a stored image above the pixel cap', async () => {
    const created = await create();
    // Stored before uploads were checked for their pixel count.
    const data = blackPng(6000, 5000);
    const [stored] = await t.database.db
      .insert(templateImages)
      .values({
        templateId: created.id,
        contentType: 'image/png',
        size: data.length,
        data,
        filename: 'old.png',
      })
      .returning({ id: templateImages.id });
    const pages = contract().pages;
    pages[1]!.blocks.push({ ...imageBlock(stored!.id), alt: 'Old photo' });
    expect((await savePages(created, pages)).statusCode).toBe(200);
    const response = await printPdf(admin, created.id);
    const { document, text } = await pdfTexts(response.rawPayload);
    expect(text).toContain(messages.templateImageTooLargeToPrint);
    expect(document.getPageCount()).toBe(2);
    expect(response.rawPayload.toString('latin1')).not.toContain('/Subtype /Image');
  });
});

describe('images', () => {
  let owner: TemplateRecord;
  beforeAll(async () => {
    owner = await create();
  });
  const upload = (data: Buffer | string) => uploadImage(owner.id, data);

  it('stores a PNG and serves it back with its type', async () => {
    const response = await upload(pngBytes);
    expect(response.statusCode).toBe(201);
    const image = response.json<{ id: number; content_type: string; size: number }>();
    expect(image).toMatchObject({ content_type: 'image/png', size: pngBytes.length });
    const served = await call(rep1, 'GET', `/api/templates/images/${image.id}/`);
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.rawPayload.equals(pngBytes)).toBe(true);
  });

  it('refuses a file that is not PNG, JPEG or WebP whatever its name says', async () => {
    const gif = Buffer.from('GIF89a\x01\x00\x01\x00', 'latin1');
    const response = await upload(gif);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: messages.apiImageTypeNotAllowed });
  });

  it('refuses an image over 2 MiB and accepts one of exactly 2 MiB', async () => {
    const tooBig = await upload(blackPng(1, 1, 2 * 1024 * 1024 + 1));
    expect(tooBig.statusCode).toBe(400);
    expect(tooBig.json()).toEqual({ message: messages.apiImageTooLarge });
    expect((await upload(blackPng(1, 1, 2 * 1024 * 1024))).statusCode).toBe(201);
  });

  it('refuses an image of more pixels than the cap, however small its file', async () => {
    const before = await t.database.db.select({ id: templateImages.id }).from(templateImages);
    // 256 megapixels in about 30 KB: decoding it for a PDF took gigabytes.
    const huge = await upload(blackPng(16_000, 16_000));
    expect(huge.statusCode).toBe(400);
    expect(huge.json()).toEqual({ message: messages.apiImageTooManyPixels });
    const wide = await upload(blackPng(maxTemplateImagePixels + 1, 1));
    expect(wide.json()).toEqual({ message: messages.apiImageTooManyPixels });
    expect(await t.database.db.select({ id: templateImages.id }).from(templateImages)).toEqual(
      before,
    );
    // A 25-megapixel photo (5000 × 5000) is accepted.
    expect((await upload(blackPng(5000, 5000))).statusCode).toBe(201);
  });

  it('refuses a file that only starts like an image', async () => {
    const response = await upload(Buffer.concat([pngBytes.subarray(0, 8), Buffer.alloc(64)]));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: messages.apiImageUnreadable });
  });

  it('refuses text that is not base64', async () => {
    const response = await upload('iVBOR!!w0KGgo=');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: messages.apiImageDataInvalid });
  });

  it('answers 404 for an unknown image and refuses uploads from deal holders', async () => {
    expect((await call(ops, 'GET', '/api/templates/images/999999/')).statusCode).toBe(404);
    expect((await uploadImage(owner.id, pngBytes, rep1)).statusCode).toBe(403);
    const missing = await uploadImage(999_999, pngBytes);
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ message: messages.apiTemplateNotFound });
  });
});

describe('images belong to their template', () => {
  const imageCount = async (templateId: number) =>
    (
      await t.database.db
        .select({ id: templateImages.id })
        .from(templateImages)
        .where(eq(templateImages.templateId, templateId))
    ).length;

  it('deletes a template with its images', async () => {
    const created = await create();
    const image = (await uploadImage(created.id, pngBytes)).json<{ id: number }>();
    expect(
      (await savePages(created, [{ id: 'p1', blocks: [imageBlock(image.id)] }])).statusCode,
    ).toBe(200);
    expect((await call(ops, 'DELETE', `/api/templates/${created.id}/`)).statusCode).toBe(204);
    expect((await call(ops, 'GET', `/api/templates/images/${image.id}/`)).statusCode).toBe(404);
    const [left] = await t.database.db
      .select({ id: templateImages.id })
      .from(templateImages)
      .where(eq(templateImages.id, image.id));
    expect(left).toBeUndefined();
  });

  it('gives a duplicate its own copies, which outlive the original', async () => {
    const created = await create();
    const image = (await uploadImage(created.id, pngBytes)).json<{ id: number }>();
    const pages = [{ id: 'p1', blocks: [imageBlock(image.id), imageBlock(image.id, 'again')] }];
    expect((await savePages(created, pages)).statusCode).toBe(200);
    const copy = (
      await call(ops, 'POST', `/api/templates/${created.id}/duplicate/`)
    ).json<TemplateRecord>();
    const copiedIds = copy.pages[0]!.blocks.map((block) =>
      block.kind === 'image' ? block.image_id : null,
    );
    expect(copiedIds[0]).not.toBe(image.id);
    expect(copiedIds[1]).toBe(copiedIds[0]);
    expect(await imageCount(copy.id)).toBe(1);
    expect((await call(ops, 'DELETE', `/api/templates/${created.id}/`)).statusCode).toBe(204);
    const served = await call(rep1, 'GET', `/api/templates/images/${copiedIds[0]}/`);
    expect(served.statusCode).toBe(200);
    expect(served.rawPayload.equals(pngBytes)).toBe(true);
  });

  it("refuses a block showing another template's image, and changes nothing", async () => {
    const first = await create();
    const second = await create();
    const image = (await uploadImage(first.id, pngBytes)).json<{ id: number }>();
    const borrowed = await savePages(second, [{ id: 'p1', blocks: [imageBlock(image.id)] }]);
    expect(borrowed.statusCode).toBe(400);
    expect(borrowed.json()).toEqual({ message: messages.apiTemplateImageNotInTemplate });
    expect((await call(ops, 'GET', `/api/templates/${second.id}/`)).json<TemplateRecord>()).toEqual(
      second,
    );
    const payload = contract();
    payload.pages[0]!.blocks.push(imageBlock(image.id));
    const created = await call(ops, 'POST', '/api/templates/', payload);
    expect(created.statusCode).toBe(400);
    expect(created.json()).toEqual({ message: messages.apiTemplateImageNotInTemplate });
  });

  it('deletes images a saved template no longer shows', async () => {
    const created = await create();
    const kept = (await uploadImage(created.id, pngBytes)).json<{ id: number }>();
    await uploadImage(created.id, pngBytes);
    expect(await imageCount(created.id)).toBe(2);
    expect(
      (await savePages(created, [{ id: 'p1', blocks: [imageBlock(kept.id)] }])).statusCode,
    ).toBe(200);
    expect(await imageCount(created.id)).toBe(1);
    expect((await call(ops, 'GET', `/api/templates/images/${kept.id}/`)).statusCode).toBe(200);
  });

  it('limits the number of images of one template', async () => {
    const created = await create();
    for (let index = 0; index < templateImageLimits.count; index += 1) {
      expect((await uploadImage(created.id, pngBytes)).statusCode).toBe(201);
    }
    const refused = await uploadImage(created.id, pngBytes);
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({ message: messages.apiTemplateImageCountLimit });
    expect(await imageCount(created.id)).toBe(templateImageLimits.count);
  });

  it('limits the total size of the images of one template', async () => {
    const created = await create();
    const fullSize = 2 * 1024 * 1024;
    const fitting = Math.floor(templateImageLimits.totalBytes / fullSize);
    for (let index = 0; index < fitting; index += 1) {
      expect((await uploadImage(created.id, blackPng(1, 1, fullSize))).statusCode).toBe(201);
    }
    const refused = await uploadImage(created.id, pngBytes);
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({ message: messages.apiTemplateImageTotalLimit });
    expect(await imageCount(created.id)).toBe(fitting);
  });
});

describe('seed templates on an existing installation', () => {
  it('brings the ones nobody has saved up to date and leaves saved ones alone', async () => {
    const db = t.database.db;
    const stale: TemplateRecord['pages'] = [{ id: 'page-1', blocks: [] }];
    await db
      .update(documentTemplates)
      .set({ pages: stale })
      .where(eq(documentTemplates.seedKey, 'demo:contract'));
    await db
      .update(documentTemplates)
      .set({ pages: stale, version: 2 })
      .where(eq(documentTemplates.seedKey, 'demo:invoice'));

    expect(await seedTemplates(db)).toBe(0);

    const pagesOf = async (seedKey: string) =>
      (
        await db
          .select({ pages: documentTemplates.pages })
          .from(documentTemplates)
          .where(eq(documentTemplates.seedKey, seedKey))
      )[0]!.pages;
    const definition = (seedKey: string) =>
      seedTemplateDefinitions.find((entry) => entry.seedKey === seedKey)!.template.pages;
    expect(await pagesOf('demo:contract')).toEqual(definition('demo:contract'));
    expect(await pagesOf('demo:invoice')).toEqual(stale);
  });
});
