import { createHash } from 'node:crypto';
import { defaultProposalData } from '@solar/shared/domain';

/**
 * What the route fuzzer needs to know about particular routes, in one place. A new route usually
 * needs nothing here: its path ids come from `pathIdSources`, its body from its zod schema with
 * `bodyFieldValues` for fields that name existing rows. When the fuzz test reports that a route
 * never succeeded, add an entry to `routeExamples` (a request that succeeds for the persona) or
 * an id source for its path.
 */

/** The fuzzed persona as the examples see it. */
export interface ExampleContext {
  email: string;
  userId: number;
  isSuperuser: boolean;
  /** SQL condition on a `deals d` alias: the deals this persona may work on. */
  mine: string;
  /** The first row of a query; throws when there is none (the seed misses something). */
  row(sqlText: string): Promise<Record<string, unknown>>;
  /** The answer of a GET made as the fuzzing superuser (the current state of a record). */
  read(url: string): Promise<Record<string, unknown>>;
  /** The answer of a request made as this persona (throws unless it succeeds). */
  ask(method: 'GET' | 'POST', url: string, body?: unknown): Promise<unknown>;
  /** A fresh text for fields that must be unique (emails, names). */
  unique(): string;
}

/** The parts of a request an example fixes; what it leaves out is generated as usual. */
interface ExampleRequest {
  params?: Record<string, string | number>;
  query?: Record<string, string | number>;
  body?: unknown;
  /** A body that is not JSON (an uploaded CSV or image), sent with `contentType`. */
  rawBody?: string | Buffer;
  contentType?: string;
  /** Headers beside the session's (a website API key). */
  headers?: Record<string, string>;
}

/**
 * Where each path parameter's values come from: the first source whose `url` matches the route
 * gives rows with one column per parameter of the route, and `ownerId`, the sales person of the
 * deal a row belongs to (deal-scoped routes), which the rep persona's check reads. Other rows
 * (sessions, personas) are left out so a generated request never edits the fuzzing accounts.
 */
export const pathIdSources: readonly { url: RegExp; sql: string }[] = [
  { url: /\/admin\/outbox\/:id\//, sql: `select id from outbox` },
  { url: /\/admin\/mail-templates\/:kind\//, sql: `select kind from mail_templates` },
  {
    url: /\/crm\/deals\/:dealId\/documents\/:id\//,
    sql: `select x.deal_id as "dealId", x.id, d.sales_person_id as "ownerId"
          from deal_documents x join deals d on d.id = x.deal_id`,
  },
  {
    url: /\/crm\/deals\/:dealId\/document-requests\/:id\//,
    sql: `select r.deal_id as "dealId", r.id, d.sales_person_id as "ownerId"
          from document_requests r join deals d on d.id = r.deal_id`,
  },
  { url: /\/portal\/documents\/:id\//, sql: `select id from deal_documents` },
  { url: /\/portal\/document-requests\/:id\//, sql: `select id from document_requests` },
  {
    url: /\/notifications\/:notificationId\//,
    sql: `select id as "notificationId", recipient_id as "ownerId" from notifications`,
  },
  { url: /\/utility-rates\/:rateId\//, sql: `select id as "rateId" from utility_rates` },
  { url: /\/tax-rates\/:taxRateId\//, sql: `select id as "taxRateId" from tax_rates` },
  {
    url: /\/forecast\/stages\/:stageId\//,
    sql: `select stage_id as "stageId" from forecast_stage_settings`,
  },
  {
    url: /\/contacts\/:contactId\//,
    sql: `select c.deal_id as "dealId", c.id as "contactId", d.sales_person_id as "ownerId"
          from deal_contacts c join deals d on d.id = c.deal_id`,
  },
  {
    url: /\/proposal-versions\/:proposalId\//,
    sql: `select p.deal_id as "dealId", p.id as "proposalId", d.sales_person_id as "ownerId"
          from proposals p join deals d on d.id = p.deal_id`,
  },
  {
    // The staff's list: general requests (no deal, so no owner) and those on deals.
    url: /^\/api\/service-requests\/:id\//,
    sql: `select s.id, d.sales_person_id as "ownerId"
          from service_requests s left join deals d on d.id = s.deal_id`,
  },
  {
    url: /\/leads\/:leadId\/timeline\/(tasks|notes)\/:entryId\//,
    sql: `select e.lead_id as "leadId", e.id as "entryId", l.owner_id as "ownerId"
          from deal_events e join leads l on l.id = e.lead_id where e.action in ('task', 'note')`,
  },
  { url: /:leadId\//, sql: `select id as "leadId", owner_id as "ownerId" from leads` },
  {
    url: /\/timeline\/(tasks|notes)\/:entryId\//,
    sql: `select e.deal_id as "dealId", e.id as "entryId", d.sales_person_id as "ownerId"
          from deal_events e join deals d on d.id = e.deal_id where e.action in ('task', 'note')`,
  },
  {
    url: /\/service-requests\/:id\//,
    sql: `select s.deal_id as "dealId", s.id, d.sales_person_id as "ownerId"
          from service_requests s join deals d on d.id = s.deal_id`,
  },
  {
    url: /\/crm\/meetings\/:id\//,
    sql: `select m.id, d.sales_person_id as "ownerId" from meetings m left join deals d on d.id = m.deal_id`,
  },
  // Feed tokens are stored hashed: a made-up one finds no feed (the example makes a real one).
  { url: /\/calendar\/:token\.ics/, sql: `select repeat('A', 43) as token` },
  {
    url: /\/projects\/:id\/documents\/:documentId\//,
    sql: `select x.project_id as id, x.id as "documentId", d.sales_person_id as "ownerId"
          from deal_documents x join deals d on d.id = x.deal_id where x.project_id is not null`,
  },
  {
    url: /\/projects\/:id\/milestones\/:key\//,
    sql: `select p.id, m.key, d.sales_person_id as "ownerId"
          from project_milestones m join projects p on p.id = m.project_id join deals d on d.id = p.deal_id`,
  },
  {
    url: /\/projects\/:id\//,
    sql: `select p.id, d.sales_person_id as "ownerId" from projects p join deals d on d.id = p.deal_id`,
  },
  { url: /:dealId\//, sql: `select id as "dealId", sales_person_id as "ownerId" from deals` },
  {
    url: /\/crm\/(deals|dealdetails)\/:id\//,
    sql: `select id, sales_person_id as "ownerId" from deals`,
  },
  {
    url: /\/power-bills\/:id\//,
    sql: `select b.id, d.sales_person_id as "ownerId" from power_bills b join deals d on d.id = b.deal_id`,
  },
  {
    url: /\/power-bill-details\/:powerBillId\//,
    sql: `select b.id as "powerBillId", d.sales_person_id as "ownerId"
          from power_bills b join deals d on d.id = b.deal_id`,
  },
  {
    url: /\/(crm\/proposals\/:id|proposal-saved-detail\/:proposalId)\//,
    sql: `select p.id, p.id as "proposalId", d.sales_person_id as "ownerId"
          from proposals p join deals d on d.id = p.deal_id`,
  },
  { url: /\/admin\/api-keys\/:id\//, sql: `select id from api_keys` },
  {
    url: /\/crm\/leads\/:id\//,
    sql: `select id, owner_id as "ownerId" from leads`,
  },
  { url: /\/portal\/proposals\/:id\//, sql: `select id from proposals` },
  { url: /\/zoho\/bom\/:id\//, sql: `select id from boms` },
  { url: /\/zoho\/item-attributes\/:id\//, sql: `select id from item_attributes` },
  { url: /\/zoho\/items\/:id\//, sql: `select id from items` },
  {
    url: /\/zoho\/uploads\/:id\//,
    sql: `select id, created_by as "ownerId" from zoho_uploads`,
  },
  { url: /\/templates\/images\/:imageId\//, sql: `select id as "imageId" from template_images` },
  { url: /\/templates\/:id\//, sql: `select id from document_templates` },
  { url: /\/jobs\/:id\//, sql: `select job_id::text as id from job_progress` },
  { url: /\/admin\/users\/:id\//, sql: `select id from users where email like 'fuzz-target-%'` },
  { url: /:provinceId\//, sql: `select id as "provinceId" from provinces` },
  { url: /\/stock\/warehouses\/:warehouseId\//, sql: `select id as "warehouseId" from warehouses` },
  { url: /\/stock\/items\/:itemId\//, sql: `select id as "itemId" from items` },
  { url: /\/vendors\/:vendorId\//, sql: `select id as "vendorId" from vendors` },
  { url: /\/purchase-orders\/:orderId\//, sql: `select id as "orderId" from purchase_orders` },
  { url: /\/shipping\/:shipmentId\//, sql: `select id as "shipmentId" from shipments` },
  {
    url: /\/shipping\/deals\/:dealId\//,
    sql: `select id as "dealId" from deals`,
  },
  { url: /\/board\/:stageId\//, sql: `select id as "stageId" from deal_stages` },
  {
    url: /\/ncm\/:recordId\/photos\/:photoId\//,
    sql: `select ncm_record_id as "recordId", id as "photoId" from ncm_record_photos`,
  },
  { url: /\/ncm\/:recordId\//, sql: `select id as "recordId" from ncm_records` },
  { url: /\/demand\/bom-links\/:linkId\//, sql: `select id as "linkId" from bom_links` },
  { url: /\/mrp\/runs\/:runId\//, sql: `select id as "runId" from mrp_runs` },
  {
    url: /\/demand\/planned\/:plannedId\//,
    sql: `select id as "plannedId" from planned_installations`,
  },
  { url: /\/demand\/categories\/:category\//, sql: `select 'RAIL' as category` },
  { url: /\/demand\/panel-links\/:panelSizeW\//, sql: `select 405 as "panelSizeW"` },
  {
    url: /\/deal-programs\/:dealProgramId\//,
    sql: `select id as "dealProgramId" from deal_programs`,
  },
  {
    url: /\/deal-program-versions\/:versionId\//,
    sql: `select id as "versionId" from deal_program_versions`,
  },
];

/**
 * Values for body and query fields that name existing rows, by field name (at any depth): a
 * generated body then passes the "does it exist" checks and reaches the route's own rules.
 */
export const bodyFieldValues: Readonly<Record<string, string>> = {
  stage: 'select id as value from deal_stages',
  status: 'select id as value from deal_statuses',
  deal: 'select id as value from deals',
  deal_id: 'select id as value from deals',
  power_company: 'select id as value from power_companies',
  power_company_id: 'select id as value from power_companies',
  power_bill: 'select id as value from power_bills',
  itemid: 'select id as value from items',
  contact_type: 'select id as value from contact_types',
  proposal_status_id: 'select id as value from proposal_statuses',
  province: 'select id as value from provinces',
  city: 'select id as value from cities',
  user_id: `select id as value from users where email like 'fuzz-target-%'`,
  manager_id: `select id as value from users where email like 'fuzz-target-%'`,
  detail_id: 'select id as value from bom_details',
  sales_person: `select id as value from users where is_staff`,
  assignee: `select id as value from users where is_staff and is_active`,
  owner: `select id as value from users where is_staff`,
  organiser_id: `select id as value from users where is_staff`,
  contact_id: 'select id as value from deal_contacts',
  lead_id: 'select id as value from leads',
  item_id: `select id as value from items where status = 'active'`,
  warehouse_id: 'select id as value from warehouses where active',
  from_warehouse_id: 'select id as value from warehouses',
  to_warehouse_id: 'select id as value from warehouses where active',
  vendor_id: 'select id as value from vendors',
  bom_id: 'select id as value from boms',
  province_id: 'select id as value from provinces',
  preferred_vendor_id: 'select id as value from vendors',
  planning_warehouse_id: 'select id as value from warehouses',
  line_id: 'select id as value from purchase_order_lines',
  // Saves and deletes name the version they edit: the versions records are at.
  version: `select distinct version as value from (
    select version from deals union all select version from deal_contacts
    union all select version from power_bills union all select version from proposals
    union all select version from boms union all select version from bom_details
    union all select version from document_templates union all select version from leads
    union all select version from meetings union all select version from warehouses
    union all select version from vendors union all select version from purchase_orders
    union all select version from stock_summaries union all select version from shipments)
    as versions`,
};

/** A year of usage, as a power bill's details must be given. */
export const yearOfUsage = () =>
  Array.from({ length: 12 }, (_, index) => ({ month: index + 1, usage: 800 + index * 25 }));

/** A 1×1 PNG, the smallest image the template editor accepts. */
const onePixelPng =
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==';

/** A PDF job this persona started, rendered (the engine works it in the fuzzed app). */
async function ownPdfJob(ctx: ExampleContext): Promise<string> {
  const template = await ctx.row('select id from document_templates order by id');
  const job = (await ctx.ask('POST', `/api/templates/${Number(template.id)}/pdf-jobs/`)) as {
    id: string;
  };
  for (let tries = 0; tries < 600; tries += 1) {
    const status = (await ctx.ask('GET', `/api/jobs/${job.id}/`)) as { state: string };
    if (status.state === 'completed') return job.id;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error('The PDF job did not complete');
}

/**
 * A completed planning run with a planned order: an item planned with a safety stock nothing
 * covers, a preferred vendor, and a run over the next weeks (the engine works it in the app).
 */
async function plannedMrpRun(
  ctx: ExampleContext,
): Promise<{ runId: number; itemId: number; plannedOrderId: number; week: string }> {
  const item = await row1(`select id from items where status = 'active' order by id desc`);
  const vendor = await row1('select id from vendors order by id');
  await ctx.ask('POST', '/api/demand/item-settings/bulk/', {
    item_ids: [item.id],
    set: { planned: true, safety_stock: 1_000_000, preferred_vendor_id: vendor.id, moq: 1 },
  });
  const run = (await ctx.ask('POST', '/api/mrp/runs/', {
    horizon_start: new Date().toISOString().slice(0, 10),
    weeks: 2,
    include_forecast: false,
    warehouse_id: null,
  })) as { id: number; horizon_start: string };
  for (let tries = 0; tries < 600; tries += 1) {
    const status = (await ctx.ask('GET', `/api/mrp/runs/${run.id}/`)) as { status: string };
    if (status.status === 'completed') break;
    if (status.status === 'failed') throw new Error('The planning run failed');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  const page = (await ctx.ask(
    'GET',
    `/api/mrp/runs/${run.id}/items/?exceptions_only=false&page_size=100`,
  )) as {
    results: { item_id: number; planned_orders: { id: number; purchase_order: unknown }[] }[];
  };
  const planned = page.results
    .find((entry) => entry.item_id === Number(item.id))
    ?.planned_orders.find((order) => order.purchase_order === null);
  if (!planned) throw new Error('The planning run planned no order');
  return {
    runId: run.id,
    itemId: Number(item.id),
    plannedOrderId: planned.id,
    week: run.horizon_start,
  };
}

const ownDeal = (ctx: ExampleContext) =>
  ctx.row(`select d.id from deals d where ${ctx.mine} order by d.id`);

/** Deal fields as the deal form sends them, for a new or an edited deal. */
async function dealBody(ctx: ExampleContext) {
  const province = await ctx.row(
    `select p.id, p.name, c.id as city, c.name as city_name
     from provinces p join cities c on c.province_id = p.id order by p.id limit 1`,
  );
  const stage = await ctx.row('select id from deal_stages order by id');
  const status = await ctx.row('select id from deal_statuses order by id');
  return {
    name: `Fuzz deal ${ctx.unique()}`,
    stage: stage.id,
    status: status.id,
    sales_person: ctx.isSuperuser ? undefined : ctx.userId,
    address: {
      address: `${100 + Math.floor(Math.random() * 800)} Fuzz Street ${ctx.unique()}`,
      city: province.city,
      province: province.id,
      postal_code: 'K1A 0B1',
      latitude: 45.42,
      longitude: -75.69,
    },
  };
}

/** A lead as the lead form sends it. */
const leadBody = (ctx: ExampleContext) => ({
  first_name: 'Fuzz',
  last_name: `Lead ${ctx.unique()}`,
  email: `lead-${ctx.unique()}@example.com`,
  phone: '902-555-0123',
  address: `${ctx.unique()} Fuzz Street`,
  source: 'Website',
  interest: 'Solar',
});

/** A fresh lead of this persona's, so a conversion or a save starts from a known version. */
async function ownLead(ctx: ExampleContext): Promise<{ id: number; version: number }> {
  return (await ctx.ask('POST', '/api/crm/leads/', leadBody(ctx))) as {
    id: number;
    version: number;
  };
}

/** A meeting of the persona's own, an hour long, on a day of its own. */
const meetingBody = (ctx: ExampleContext) => {
  const day = 1 + Math.floor(Math.random() * 27);
  return {
    title: `Fuzz meeting ${ctx.unique()}`,
    kind: 'Sales meeting',
    start: `2027-02-${String(day).padStart(2, '0')}T14:00:00Z`,
    end: `2027-02-${String(day).padStart(2, '0')}T15:00:00Z`,
    time_zone: 'America/Toronto',
  };
};

/** A meeting the persona organises, booked for the example. */
async function ownMeeting(ctx: ExampleContext): Promise<{ id: number; version: number }> {
  const saved = (await ctx.ask('POST', '/api/crm/meetings/', meetingBody(ctx))) as {
    meeting: { id: number; version: number };
  };
  return saved.meeting;
}

/** A project of this persona's deals that is still open to changes (not cancelled). */
async function ownProject(ctx: ExampleContext): Promise<{ id: number; version: number }> {
  const project = await ctx.row(
    `select p.id, p.version from projects p join deals d on d.id = p.deal_id
     where ${ctx.mine} and p.status <> 'Cancelled' order by p.id`,
  );
  return { id: Number(project.id), version: Number(project.version) };
}

/** An items upload of this persona's, as stored or as checked (one valid row). */
async function ownZohoUpload(
  ctx: ExampleContext,
  status: 'uploaded' | 'validated',
): Promise<{ id: number; version: number }> {
  const checked = status === 'validated';
  const itemno = `FUZZ-UP-${ctx.unique()}`;
  const created = await ctx.row(
    `insert into zoho_uploads (created_by, kind, file_name, status, header, columns, total_rows, valid_rows, problem_rows)
     values (${ctx.userId}, 'items', 'fuzz.csv', '${status}', '["sku","name"]',
       ${checked ? `'{"itemno":0,"itemdes":1}'` : 'null'}, 1,
       ${checked ? 1 : 'null'}, ${checked ? 0 : 'null'})
     returning id, version`,
  );
  const parsed = JSON.stringify({
    itemno,
    itemdes: 'Fuzz upload',
    unit: '',
    rate: '0.00',
    status: 'active',
    values: [],
  });
  await ctx.row(
    `insert into zoho_upload_rows (upload_id, row_number, cells, problems, parsed)
     values (${Number(created.id)}, 2, '["${itemno}","Fuzz upload"]',
       ${checked ? `'[]'` : 'null'}, ${checked ? `'${parsed}'` : 'null'})
     returning row_number`,
  );
  return { id: Number(created.id), version: Number(created.version) };
}

/** The website key the fuzzer sends leads with, live again if a fuzzed revoke revoked it. */
const fuzzWebsiteKey = 'swk_fuzz-website-key';
async function liveWebsiteKey(ctx: ExampleContext): Promise<string> {
  const hash = createHash('sha256').update(fuzzWebsiteKey).digest('hex');
  await ctx.row(
    `insert into api_keys (name, key_hash, prefix) values ('Fuzz website', '${hash}', 'swk_fuzz')
     on conflict (key_hash) do update set revoked_at = null returning id`,
  );
  return fuzzWebsiteKey;
}

/** A roof drawing with one face and one round obstruction. */
const siteSketch = {
  polygons: [
    {
      id: 'roof-1',
      label: 'South roof',
      pitch: 30,
      azimuth: 180,
      points: [
        { lat: 45.4201, lng: -75.6901 },
        { lat: 45.4202, lng: -75.6901 },
        { lat: 45.4202, lng: -75.6903 },
      ],
    },
  ],
  obstructions: [],
  markers: [],
};

/**
 * Requests known to succeed, per route ("METHOD url" as in the route table). The fuzzer sends
 * each one first (before the generated requests) for every persona that may use the route.
 */
export const routeExamples: Readonly<
  Record<string, (ctx: ExampleContext) => Promise<ExampleRequest>>
> = {
  'POST /api/auth/dev/id-token/': async (ctx) => ({ body: { email: ctx.email } }),
  'POST /api/auth/google/': async (ctx) => {
    // The development identity provider signs the token a Google sign-in would bring.
    const { id_token } = (await ctx.ask('POST', '/api/auth/dev/id-token/', {
      email: ctx.email,
    })) as { id_token: string };
    return { body: { access_token: id_token, token_type: 'id_token' } };
  },
  'GET /api/portal/proposals/:id/': async (ctx) => {
    const [first] = (await ctx.ask('GET', '/api/portal/proposals/')) as { id: number }[];
    if (!first) throw new Error('This persona sees no proposal in the portal');
    return { params: { id: first.id } };
  },
  'GET /api/crm/check-address/': async () => ({ query: { address: '1 Fuzz Street' } }),
  'GET /api/crm/program-offers/': async () => ({ query: { province: 'PE' } }),
  // A column's next page starts after a card of that column (any deal's time and id will do).
  'GET /api/crm/deals/board/:stageId/': async (ctx) => {
    const deal = await ctx.row(
      `select stage_id as "stageId", floor(extract(epoch from updated_at) * 1000000)::bigint::text || '.' || id as after
       from deals order by id desc`,
    );
    return { params: { stageId: Number(deal.stageId) }, query: { after: String(deal.after) } };
  },
  'POST /api/crm/deals/': async (ctx) => ({ body: await dealBody(ctx) }),
  'PUT /api/crm/deals/:id/': async (ctx) => {
    const deal = await ctx.row(
      `select d.id, d.version from deals d where ${ctx.mine} order by d.id`,
    );
    return {
      params: { id: Number(deal.id) },
      body: { ...(await dealBody(ctx)), version: deal.version },
    };
  },
  'DELETE /api/crm/deals/:id/': async (ctx) => {
    const deal = await ctx.row(
      `select d.id, d.version from deals d where ${ctx.mine} order by d.id desc`,
    );
    return { params: { id: Number(deal.id) }, query: { version: Number(deal.version) } };
  },
  'POST /api/crm/leads/': async (ctx) => ({ body: leadBody(ctx) }),
  'GET /api/crm/leads/duplicates/': async () => ({
    query: { email: 'casey@example.com', phone: '902-555-0123', address: '1 Fuzz Street' },
  }),
  'PUT /api/crm/leads/:id/': async (ctx) => {
    const lead = await ownLead(ctx);
    return {
      params: { id: lead.id },
      body: { ...leadBody(ctx), status: 'Contacted', version: lead.version },
    };
  },
  'POST /api/crm/leads/:id/assign/': async (ctx) => {
    const lead = await ownLead(ctx);
    return { params: { id: lead.id }, body: { owner: ctx.userId, version: lead.version } };
  },
  'POST /api/crm/leads/:id/convert/': async (ctx) => {
    const lead = await ownLead(ctx);
    return {
      params: { id: lead.id },
      body: { version: lead.version, deal: await dealBody(ctx) },
    };
  },
  'POST /api/crm/deals/:dealId/documents/': async (ctx) => {
    const deal = await ctx.row(`select d.id from deals d where ${ctx.mine} order by d.id`);
    return {
      params: { dealId: Number(deal.id) },
      query: { kind: 'permit', name: `Permit ${ctx.unique()}.pdf`, shared: 'true' },
      rawBody: '%PDF-1.7\n%%EOF\n',
      contentType: 'application/octet-stream',
    };
  },
  'POST /api/projects/:id/milestones/:key/documents/': async (ctx) => {
    const project = await ownProject(ctx);
    return {
      params: { id: project.id, key: 'inspection_passed' },
      query: { kind: 'inspection-report', name: `Inspection ${ctx.unique()}.pdf`, shared: 'true' },
      rawBody: '%PDF-1.7\n%%EOF\n',
      contentType: 'application/octet-stream',
    };
  },
  'GET /api/projects/:id/documents/:documentId/file/': async (ctx) => {
    const document = await ctx.row(
      `select x.project_id, x.id from deal_documents x join deals d on d.id = x.deal_id
       where ${ctx.mine} and x.project_id is not null order by x.id`,
    );
    return { params: { id: Number(document.project_id), documentId: Number(document.id) } };
  },
  'GET /api/portal/documents/:id/file/': async (ctx) => {
    const { documents } = (await ctx.ask('GET', '/api/portal/documents/')) as {
      documents: { id: number }[];
    };
    if (!documents[0]) throw new Error('This persona sees no shared document in the portal');
    return { params: { id: documents[0].id } };
  },
  'POST /api/portal/document-requests/:id/upload/': async (ctx) => {
    const { requests } = (await ctx.ask('GET', '/api/portal/documents/')) as {
      requests: { id: number }[];
    };
    if (!requests[0]) throw new Error('This persona has no open file request in the portal');
    return {
      params: { id: requests[0].id },
      query: { name: 'panel.pdf' },
      rawBody: '%PDF-1.7\n%%EOF\n',
      contentType: 'application/octet-stream',
    };
  },
  'POST /api/zoho/uploads/': async (ctx) => ({
    query: { kind: 'items', file_name: 'fuzz.csv' },
    rawBody: `sku,name\r\nFUZZ-${ctx.unique()},Fuzz part\r\n`,
    contentType: 'text/csv',
  }),
  'GET /api/zoho/uploads/:id/': async (ctx) => ({
    params: { id: (await ownZohoUpload(ctx, 'uploaded')).id },
  }),
  'GET /api/zoho/uploads/:id/problems/': async (ctx) => ({
    params: { id: (await ownZohoUpload(ctx, 'validated')).id },
  }),
  'GET /api/zoho/uploads/:id/problems/export/': async (ctx) => ({
    params: { id: (await ownZohoUpload(ctx, 'validated')).id },
  }),
  'POST /api/zoho/uploads/:id/validate/': async (ctx) => {
    const file = await ownZohoUpload(ctx, 'uploaded');
    return {
      params: { id: file.id },
      body: { columns: { itemno: 0, itemdes: 1 }, version: file.version },
    };
  },
  'POST /api/zoho/uploads/:id/import/': async (ctx) => {
    const file = await ownZohoUpload(ctx, 'validated');
    return { params: { id: file.id }, body: { valid_rows_only: false, version: file.version } };
  },
  'POST /api/admin/api-keys/': async (ctx) => ({ body: { name: `Fuzz key ${ctx.unique()}` } }),
  'POST /api/public/leads/': async (ctx) => ({
    headers: { 'x-api-key': await liveWebsiteKey(ctx) },
    body: {
      first_name: 'Web',
      last_name: `Visitor ${ctx.unique()}`,
      email: `web-${ctx.unique()}@example.com`,
      interest: 'Solar',
    },
  }),
  'POST /api/crm/plus/sales-person-tree/move/': async () => {
    const [user, manager] = [
      await row2('fuzz-target-1@example.com'),
      await row2('fuzz-target-2@example.com'),
    ];
    return { body: { user_id: user, manager_id: manager } };
  },
  'POST /api/crm/plus/deal/:dealId/contacts/': async (ctx) => ({
    params: { dealId: Number((await ownDeal(ctx)).id) },
    body: {
      contact_type: (await ctx.row('select id from contact_types order by id')).id,
      first_name: 'Fuzz',
      last_name: `Contact ${ctx.unique()}`,
      email: `contact-${ctx.unique()}@example.com`,
    },
  }),
  'PUT /api/crm/plus/deal/:dealId/contacts/:contactId/': async (ctx) => {
    const contact = await ctx.row(
      `select c.deal_id, c.id, c.contact_type_id, c.version from deal_contacts c join deals d on d.id = c.deal_id
       where ${ctx.mine} order by c.id`,
    );
    return {
      params: { dealId: Number(contact.deal_id), contactId: Number(contact.id) },
      body: {
        contact_type: contact.contact_type_id,
        first_name: 'Fuzz',
        last_name: 'Edited',
        email: `edited-${ctx.unique()}@example.com`,
        version: contact.version,
      },
    };
  },
  'DELETE /api/crm/plus/deal/:dealId/contacts/:contactId/': async (ctx) => {
    const contact = await ctx.row(
      `select c.deal_id, c.id, c.version from deal_contacts c join deals d on d.id = c.deal_id
       where ${ctx.mine} order by c.id desc`,
    );
    return {
      params: { dealId: Number(contact.deal_id), contactId: Number(contact.id) },
      query: { version: Number(contact.version) },
    };
  },
  'PUT /api/crm/site-sketch/:dealId/': async (ctx) => {
    const dealId = Number((await ownDeal(ctx)).id);
    // A save names the version it edits (0 before the first save).
    const { version } = await ctx.read(`/api/crm/site-sketch/${dealId}/`);
    return { params: { dealId }, body: { ...siteSketch, version: Number(version ?? 0) } };
  },
  'GET /api/crm/meetings/': async () => ({
    query: { from: '2027-02-01T00:00:00Z', to: '2027-03-01T00:00:00Z', scope: 'team' },
  }),
  'POST /api/crm/meetings/': async (ctx) => ({ body: meetingBody(ctx) }),
  'POST /api/crm/meetings/conflicts/': async (ctx) => ({
    body: { start: '2027-02-10T14:30:00Z', end: '2027-02-10T15:30:00Z', people: [ctx.userId] },
  }),
  'GET /api/crm/meetings/:id/': async (ctx) => ({ params: { id: (await ownMeeting(ctx)).id } }),
  'GET /api/crm/meetings/:id/ics/': async (ctx) => ({
    params: { id: (await ownMeeting(ctx)).id },
  }),
  'PUT /api/crm/meetings/:id/': async (ctx) => {
    const meeting = await ownMeeting(ctx);
    return { params: { id: meeting.id }, body: { ...meetingBody(ctx), version: meeting.version } };
  },
  'DELETE /api/crm/meetings/:id/': async (ctx) => {
    const meeting = await ownMeeting(ctx);
    return { params: { id: meeting.id }, query: { version: meeting.version } };
  },
  'GET /api/public/calendar/:token.ics': async (ctx) => {
    const { token } = (await ctx.ask('POST', '/api/crm/meetings/feed/')) as { token: string };
    return { params: { token } };
  },
  'GET /api/geo/search/': async () => ({ query: { q: 'Ottawa' } }),
  'GET /api/geo/reverse/': async () => ({ query: { lat: 45.42, lng: -75.69 } }),
  'GET /api/zoho/items/search/': async () => ({ query: { query: 'module' } }),
  'POST /api/zoho/item-attributes/': async (ctx) => ({
    body: { name: `Fuzz attribute ${ctx.unique()}`, type: 'choice', options: ['A', 'B'] },
  }),
  'PUT /api/zoho/item-attributes/:id/': async (ctx) => {
    const attribute = await row1(
      'select id, type, unit, options, version from item_attributes order by id',
    );
    return {
      params: { id: Number(attribute.id) },
      body: {
        name: `Fuzz attribute ${ctx.unique()}`,
        type: attribute.type,
        unit: attribute.unit,
        options: attribute.options,
        version: attribute.version,
      },
    };
  },
  'DELETE /api/zoho/item-attributes/:id/': async () => {
    const attribute = await row1('select id, version from item_attributes order by id desc');
    return { params: { id: Number(attribute.id) }, query: { version: Number(attribute.version) } };
  },
  'PUT /api/zoho/items/:id/attributes/': async () => {
    const found = await row1(
      `select i.id as item, a.id as attribute from items i cross join item_attributes a
       where a.type = 'number' order by i.id, a.id limit 1`,
    );
    return {
      params: { id: Number(found.item) },
      body: { values: [{ attribute_id: Number(found.attribute), value: 400 }] },
    };
  },
  'POST /api/zoho/bom/': async (ctx) => ({
    body: { bomdes: `Fuzz BOM ${ctx.unique()}`, bomsts: 'Draft' },
  }),
  'PUT /api/zoho/bom/:id/': async (ctx) => {
    const bom = await row1('select id, version from boms order by id');
    return {
      params: { id: Number(bom.id) },
      body: { bomdes: `Fuzz BOM ${ctx.unique()}`, bomsts: 'Active', version: bom.version },
    };
  },
  'POST /api/zoho/bom/:id/details/': async () => {
    const free = await row1(
      `select b.id as bom, i.id as item from boms b cross join items i
       where i.status = 'active'
         and not exists (select 1 from bom_details x where x.bom_id = b.id and x.item_id = i.id)
       order by b.id, i.id limit 1`,
    );
    return {
      params: { id: Number(free.bom) },
      body: { itemid: free.item, calculationmethod: 'Fixed', parameter: 2, denominator: 1 },
    };
  },
  'PUT /api/zoho/bom/:id/details/': async () => {
    const detail = await row1('select id, bom_id, item_id, version from bom_details order by id');
    return {
      params: { id: Number(detail.bom_id) },
      query: { detail_id: Number(detail.id) },
      body: {
        itemid: detail.item_id,
        calculationmethod: 'Multiply',
        parameter: 3,
        denominator: 1,
        version: detail.version,
      },
    };
  },
  'DELETE /api/zoho/bom/:id/delete_detail/': async () => {
    const detail = await row1('select id, bom_id, version from bom_details order by id desc');
    return {
      params: { id: Number(detail.bom_id) },
      query: { detail_id: Number(detail.id), version: Number(detail.version) },
    };
  },
  'POST /api/templates/': async (ctx) => {
    const template = await templateBody(ctx);
    return { body: { ...template.body, name: `Fuzz template ${ctx.unique()}` } };
  },
  'PUT /api/templates/:id/': async (ctx) => {
    const template = await templateBody(ctx);
    // A save names the version it edits.
    return {
      params: { id: template.id },
      body: { ...template.body, version: template.version, name: `Fuzz ${ctx.unique()}` },
    };
  },
  'POST /api/templates/:id/pdf-jobs/': async (ctx) => ({
    query: { deal_id: Number((await ownDeal(ctx)).id) },
  }),
  'GET /api/jobs/:id/': async (ctx) => ({ params: { id: await ownPdfJob(ctx) } }),
  'GET /api/jobs/:id/result/': async (ctx) => ({ params: { id: await ownPdfJob(ctx) } }),
  'POST /api/admin/jobs/:id/retry/': async (ctx) => ({
    // A job that failed for good, as the engine would have left it.
    params: {
      id: String(
        (
          await ctx.row(`with p as (
            insert into job_progress (job_id, kind, user_id, error, finished_at)
            values (gen_random_uuid(), 'test-wait', ${ctx.userId}, 'Fuzz failure', now())
            returning job_id)
          insert into pgboss.job (id, name, data, state, completed_on)
          select job_id, 'test-wait', '{"steps":1,"stepMs":0}', 'failed', now() from p
          returning id::text as id`)
        ).id,
      ),
    },
  }),
  // A message in the outbox, and one that failed, as the sending job leaves them.
  'GET /api/admin/outbox/:id/': async (ctx) => ({
    params: { id: Number((await ctx.row(fuzzOutboxRow(ctx, 'sent'))).id) },
  }),
  'POST /api/admin/outbox/:id/retry/': async (ctx) => ({
    params: { id: Number((await ctx.row(fuzzOutboxRow(ctx, 'failed'))).id) },
  }),
  'PUT /api/admin/mail-templates/:kind/': async (ctx) => {
    const template = await ctx.row(
      `select kind, version from mail_templates where kind = 'milestone-reached'`,
    );
    return {
      params: { kind: String(template.kind) },
      body: {
        subject: `Milestone ${ctx.unique()}`,
        text: 'Your project reached {{milestone.name}}: {{link}}',
        html: '',
        version: Number(template.version),
      },
    };
  },
  'POST /api/auth/email-link/': async (ctx) => ({
    body: { email: `fuzz-${ctx.unique()}@example.com` },
  }),
  'POST /api/auth/email-link/sign-in/': async (ctx) => {
    // A link mailed to the demo customer (only customers sign in by link; the route is public,
    // so whoever holds the link uses it): only the token's hash is stored.
    const token = createHash('sha256').update(ctx.unique()).digest('base64url');
    await ctx.row(`insert into sign_in_links (token_hash, user_id, expires_at)
      select '${createHash('sha256').update(token).digest('hex')}', id, now() + interval '15 minutes'
      from users where email = 'customer@example.com'
      returning token_hash`);
    return { body: { token } };
  },
  'GET /api/templates/merge-values/': async (ctx) => ({
    query: { deal_id: Number((await ownDeal(ctx)).id) },
  }),
  'GET /api/templates/proposal-options/': async (ctx) => ({
    query: { deal_id: Number((await ownDeal(ctx)).id) },
  }),
  'POST /api/templates/images/': async (ctx) => ({
    // An image belongs to one template.
    body: {
      template_id: Number((await ctx.row('select id from document_templates order by id')).id),
      data_base64: onePixelPng,
      filename: 'pixel.png',
    },
  }),
  'POST /api/crm/power-bills/': async (ctx) => ({
    body: {
      // A deal has one bill.
      deal: Number(
        (
          await ctx.row(
            `select d.id from deals d where ${ctx.mine}
               and not exists (select 1 from power_bills b where b.deal_id = d.id) order by d.id`,
          )
        ).id,
      ),
      power_company: (await ctx.row('select id from power_companies order by id')).id,
      bill_name: `Fuzz bill ${ctx.unique()}`,
      details: yearOfUsage(),
    },
  }),
  'POST /api/savings/utility-rates/': async (ctx) => ({
    body: await utilityRateBody(ctx),
  }),
  'POST /api/crm/deal-programs/': async (ctx) => ({
    body: {
      name: `Fuzz program ${ctx.unique()}`,
      kind: 'loan',
      active_from: '2020-01-01',
      active_to: null,
      provinces: ['PE'],
    },
  }),
  'PUT /api/crm/deal-programs/:dealProgramId/': async (ctx) => {
    const program = await ctx.row(`select id, version from deal_programs order by id desc`);
    return {
      params: { dealProgramId: Number(program.id) },
      body: {
        name: `Fuzz program ${ctx.unique()}`,
        kind: 'loan',
        active_from: '2020-01-01',
        active_to: null,
        provinces: ['PE', 'NS'],
        version: program.version,
      },
    };
  },
  'POST /api/crm/deal-programs/:dealProgramId/versions/': async (ctx) => {
    const program = await ctx.row(`select id from deal_programs order by id desc`);
    // A date far in the future that no version of the program is likely to have yet.
    const year = 2900 + Math.floor(Math.random() * 90);
    const day = String(1 + Math.floor(Math.random() * 28)).padStart(2, '0');
    return {
      params: { dealProgramId: Number(program.id) },
      body: { effective_from: `${year}-01-${day}` },
    };
  },
  'PUT /api/crm/deal-program-versions/:versionId/': async (ctx) => {
    const version = await ctx.row(
      `select id, effective_from::text as "effectiveFrom", terms, version
       from deal_program_versions where used_at is null order by id desc`,
    );
    return {
      params: { versionId: Number(version.id) },
      body: {
        effective_from: version.effectiveFrom,
        terms: version.terms,
        version: version.version,
      },
    };
  },
  'POST /api/crm/tax-rates/': async (ctx) => ({ body: await taxRateBody(ctx) }),
  'PUT /api/crm/tax-rates/:taxRateId/': async (ctx) => {
    // The latest Yukon rate: one the fuzzer added, which no saved proposal was priced with.
    const rate = await ctx.row(
      `select id from tax_rates where province = 'YT' order by effective_from desc, id desc`,
    );
    return {
      params: { taxRateId: Number(rate.id) },
      body: { rate_millipercent: 5000, source: `Fuzz source ${ctx.unique()}` },
    };
  },
  'PUT /api/savings/utility-rates/:rateId/': async (ctx) => {
    const rate = await ctx.row(`select id, version from utility_rates order by id`);
    return {
      params: { rateId: Number(rate.id) },
      body: { ...(await utilityRateBody(ctx)), version: rate.version },
    };
  },
  'PUT /api/crm/power-bills/:id/': async (ctx) => {
    const bill = await ctx.row(
      `select b.id, b.deal_id, b.power_company_id, b.version from power_bills b join deals d on d.id = b.deal_id
       where ${ctx.mine} order by b.id`,
    );
    return {
      params: { id: Number(bill.id) },
      body: {
        deal: bill.deal_id,
        power_company: bill.power_company_id,
        bill_name: `Fuzz bill ${ctx.unique()}`,
        version: bill.version,
      },
    };
  },
  'POST /api/crm/power-bill-details/': async (ctx) => {
    const bill = await ctx.row(
      `select b.id from power_bills b join deals d on d.id = b.deal_id where ${ctx.mine}
         and (select count(*) from power_bill_details x where x.power_bill_id = b.id) < 12
       order by b.id`,
    );
    const used = await ctx.row(
      `select coalesce(array_agg(month), '{}') as months from power_bill_details
       where power_bill_id = ${Number(bill.id)}`,
    );
    const months = used.months as number[];
    const month = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12].find((m) => !months.includes(m));
    return { body: { power_bill: bill.id, month, usage: 750 } };
  },
  'POST /api/crm/proposals/': async (ctx) => ({
    body: {
      deal_id: Number((await ownDeal(ctx)).id),
      proposal_version: 1,
      proposal_status_id: (await ctx.row('select id from proposal_statuses order by id')).id,
    },
  }),
  'PUT /api/crm/proposals/:id/': async (ctx) => {
    const proposal = await ctx.row(
      `select p.id, p.deal_id, p.proposal_version, p.proposal_status_id, p.version
       from proposals p join deals d on d.id = p.deal_id where ${ctx.mine} order by p.id`,
    );
    return {
      params: { id: Number(proposal.id) },
      body: {
        deal_id: proposal.deal_id,
        proposal_version: proposal.proposal_version,
        proposal_status_id: proposal.proposal_status_id,
        proposal_description: 'Edited by the fuzzer',
        version: proposal.version,
      },
    };
  },
  // Nobody is told of their own change, so the persona's notification is written directly.
  'POST /api/notifications/:notificationId/read/': async (ctx) => {
    const dealId = Number((await ownDeal(ctx)).id);
    const notification = await ctx.row(
      `insert into notifications (recipient_id, kind, target_kind, deal_id, parts)
       values (${ctx.userId}, 'deal_assigned', 'deal', ${dealId}, '{"deal":"Fuzz"}')
       returning id`,
    );
    return { params: { notificationId: Number(notification.id) } };
  },
  'POST /api/crm/deals/:dealId/timeline/tasks/': async (ctx) => ({
    params: { dealId: Number((await ownDeal(ctx)).id) },
    body: { title: `Fuzz task ${ctx.unique()}`, due_date: '2026-12-01', assignee: ctx.userId },
  }),
  'PATCH /api/crm/deals/:dealId/timeline/tasks/:entryId/': async (ctx) => {
    const dealId = Number((await ownDeal(ctx)).id);
    const task = (await ctx.ask('POST', `/api/crm/deals/${dealId}/timeline/tasks/`, {
      title: `Fuzz task ${ctx.unique()}`,
      due_date: '2026-12-01',
      assignee: ctx.userId,
    })) as { id: number };
    return { params: { dealId, entryId: task.id }, body: { version: 1, done: true } };
  },
  'POST /api/crm/leads/:leadId/timeline/tasks/': async (ctx) => ({
    params: { leadId: (await ownLead(ctx)).id },
    body: { title: `Fuzz task ${ctx.unique()}`, due_date: '2026-12-01', assignee: ctx.userId },
  }),
  'PATCH /api/crm/leads/:leadId/timeline/tasks/:entryId/': async (ctx) => {
    const leadId = (await ownLead(ctx)).id;
    const task = (await ctx.ask('POST', `/api/crm/leads/${leadId}/timeline/tasks/`, {
      title: `Fuzz task ${ctx.unique()}`,
      due_date: '2026-12-01',
      assignee: ctx.userId,
    })) as { id: number };
    return { params: { leadId, entryId: task.id }, body: { version: 1, done: true } };
  },
  'POST /api/crm/proposal-sendings/': async (ctx) => {
    const proposal = await ctx.row(
      `select p.id from proposals p join deals d on d.id = p.deal_id
       join proposal_saved_details s on s.proposal_id = p.id
       where ${ctx.mine}
         and exists (select 1 from deal_contacts c where c.deal_id = d.id and c.email <> '')
         and not exists (select 1 from proposal_sendings x
                         where x.deal_id = d.id and x.state = 'signed')
       order by p.id desc`,
    );
    return { body: { proposal_id: Number(proposal.id) } };
  },
  'GET /api/crm/proposal-sendings/': async (ctx) => ({
    query: { deal_id: Number((await ownDeal(ctx)).id) },
  }),
  'POST /api/portal/proposals/:id/view/': async (ctx) => ({
    params: { id: await proposalAwaitingMe(ctx) },
  }),
  'POST /api/portal/proposals/:id/sign/': async (ctx) => ({
    params: { id: await proposalAwaitingMe(ctx) },
    body: {
      full_name: 'Casey Customer',
      signature_png: tinySignaturePng,
      signature_method: 'typed',
      consent: true,
    },
  }),
  'POST /api/portal/proposals/:id/decline/': async (ctx) => ({
    params: { id: await proposalAwaitingMe(ctx) },
    body: { reason: 'Not this year' },
  }),
  'POST /api/crm/deals/:dealId/proposal-versions/': async (ctx) => ({
    params: { dealId: Number((await ownDeal(ctx)).id) },
    body: { data: defaultProposalData() },
  }),
  'POST /api/crm/deals/:dealId/deal-programs/quote/': async (ctx) => ({
    params: { dealId: Number((await ownDeal(ctx)).id) },
    body: { data: defaultProposalData() },
  }),
  'PUT /api/crm/deals/:dealId/proposal-versions/:proposalId/': async (ctx) => {
    const proposal = await ownProposal(ctx);
    return {
      params: { dealId: Number(proposal.deal_id), proposalId: Number(proposal.id) },
      body: {
        data: { ...defaultProposalData(), selectedProgram: 'sunline' },
        version: proposal.version,
      },
    };
  },
  'POST /api/admin/users/': async (ctx) => ({
    body: {
      first_name: 'Fuzz',
      last_name: 'Target',
      is_staff: true,
      email: `fuzz-target-${ctx.unique()}@example.com`,
    },
  }),
  'PUT /api/admin/users/:id/': async () => ({
    body: { first_name: 'Fuzz', last_name: 'Edited', is_staff: true },
  }),
  'PUT /api/admin/users/:id/manager/': async () => ({
    params: { id: await row2('fuzz-target-2@example.com') },
    body: { manager_id: await row2('fuzz-target-1@example.com') },
  }),
  'PUT /api/admin/users/:id/menu-access/': async () => ({
    body: {
      menu_item_ids: [Number((await row1('select id from menu_items order by id')).id)],
      is_superuser: false,
    },
  }),
  'POST /api/admin/users/:id/reactivate/': async () => ({
    params: {
      id: Number(
        (await row1(`select id from users where email like 'fuzz-target-%' order by is_active, id`))
          .id,
      ),
    },
  }),
  'POST /api/portal/service-requests/': async (ctx) => ({
    body: {
      deal_id: Number(
        (
          await ctx.row(
            `select c.deal_id from deal_contacts c where lower(c.email) = lower('${ctx.email}')
             order by c.deal_id`,
          )
        ).deal_id,
      ),
      kind: 'after-service',
      message: 'The inverter shows a fault light.',
    },
  }),
  'PUT /api/projects/:id/': async (ctx) => {
    const project = await ownProject(ctx);
    return {
      params: { id: project.id },
      body: { version: project.version, installer_crew: `Crew ${ctx.unique()}` },
    };
  },
  'PUT /api/projects/:id/milestones/:key/': async (ctx) => {
    const project = await ownProject(ctx);
    return {
      params: { id: project.id, key: 'site_survey' },
      body: { version: project.version, notes: `Fuzz note ${ctx.unique()}` },
    };
  },
  'PUT /api/crm/deals/:dealId/service-requests/:id/': async (ctx) => {
    const request = await ctx.row(
      `select s.id, s.deal_id from service_requests s join deals d on d.id = s.deal_id
       where ${ctx.mine} order by s.id`,
    );
    return {
      params: { dealId: Number(request.deal_id), id: Number(request.id) },
      body: { status: 'Handled' },
    };
  },
  'PUT /api/forecast/stages/:stageId/': async () => {
    const setting = await row1(
      'select stage_id, version from forecast_stage_settings order by stage_id',
    );
    return {
      params: { stageId: Number(setting.stage_id) },
      body: { probability_percent: 25, typical_days: 45, version: setting.version },
    };
  },
  'GET /api/forecast/deals/': async () => ({
    query: { source: 'forecast', month: new Date().toISOString().slice(0, 7) },
  }),
  'GET /api/forecast/items/deals/': async () => {
    const item = await row1(`select id from items order by id`);
    return { query: { item_id: Number(item.id), month: new Date().toISOString().slice(0, 7) } };
  },
  'PUT /api/stock/warehouses/:warehouseId/': async () => {
    const warehouse = await row1(
      'select id, name, address, allow_negative, version from warehouses order by id',
    );
    return {
      params: { warehouseId: Number(warehouse.id) },
      body: {
        name: warehouse.name,
        address: `${String(warehouse.address)} `.trim(),
        active: true,
        allow_negative: warehouse.allow_negative,
        version: warehouse.version,
      },
    };
  },
  'POST /api/stock/warehouses/': async (ctx) => ({
    body: {
      name: `Fuzz warehouse ${ctx.unique()}`,
      address: '',
      active: true,
      allow_negative: false,
    },
  }),
  'POST /api/stock/transfers/': async () => {
    const stocked = await stockedItem();
    const other = await row1(
      `select id from warehouses where active and id <> ${Number(stocked.warehouse_id)} order by id`,
    );
    return {
      body: {
        item_id: stocked.item_id,
        from_warehouse_id: stocked.warehouse_id,
        to_warehouse_id: other.id,
        quantity: 1,
        note: '',
      },
    };
  },
  'POST /api/stock/counts/': async () => {
    const stocked = await stockedItem();
    return {
      body: {
        warehouse_id: stocked.warehouse_id,
        lines: [
          {
            item_id: stocked.item_id,
            counted: Number(stocked.on_hand) + 1,
            version: stocked.version,
          },
        ],
      },
    };
  },
  'GET /api/stock/counts/sheet/': async () => ({
    query: { warehouse_id: Number((await row1('select id from warehouses order by id')).id) },
  }),
  'GET /api/stock/items/search/': async () => ({ query: { query: 'a' } }),
  'POST /api/purchase-orders/vendors/': async (ctx) => ({
    body: {
      name: `Fuzz vendor ${ctx.unique()}`,
      contact: '',
      email: '',
      phone: '',
      lead_time_days: 7,
    },
  }),
  'PUT /api/purchase-orders/vendors/:vendorId/': async (ctx) => {
    const vendor = await row1('select id, version from vendors order by id');
    return {
      params: { vendorId: Number(vendor.id) },
      body: {
        name: `Fuzz vendor ${ctx.unique()}`,
        contact: '',
        email: '',
        phone: '',
        lead_time_days: 3,
        version: vendor.version,
      },
    };
  },
  'POST /api/purchase-orders/': async () => ({ body: await purchaseOrderBody() }),
  'PUT /api/purchase-orders/:orderId/': async (ctx) => {
    const order = (await ctx.ask('POST', '/api/purchase-orders/', await purchaseOrderBody())) as {
      id: number;
      version: number;
    };
    return {
      params: { orderId: order.id },
      body: { ...(await purchaseOrderBody()), notes: 'Edited', version: order.version },
    };
  },
  'POST /api/purchase-orders/:orderId/status/': async (ctx) => {
    const order = (await ctx.ask('POST', '/api/purchase-orders/', await purchaseOrderBody())) as {
      id: number;
      version: number;
    };
    return { params: { orderId: order.id }, body: { status: 'Sent', version: order.version } };
  },
  'POST /api/purchase-orders/:orderId/receipts/': async (ctx) => {
    const draft = (await ctx.ask('POST', '/api/purchase-orders/', await purchaseOrderBody())) as {
      id: number;
      version: number;
    };
    const sent = (await ctx.ask('POST', `/api/purchase-orders/${draft.id}/status/`, {
      status: 'Sent',
      version: draft.version,
    })) as { id: number; version: number; lines: { id: number }[] };
    return {
      params: { orderId: sent.id },
      body: {
        version: sent.version,
        confirmed: false,
        lines: [{ line_id: sent.lines[0]!.id, good: 2, damaged: 1 }],
      },
    };
  },
  // `status` names a deal status elsewhere: the list needs one of its own.
  'GET /api/ncm/': async () => ({ query: { status: 'Open', page_size: 10 } }),
  'POST /api/ncm/': async (ctx) => ({ body: await ncmBody(ctx) }),
  'POST /api/ncm/:recordId/status/': async (ctx) => {
    const record = (await ctx.ask('POST', '/api/ncm/', await ncmBody(ctx))) as {
      id: number;
      version: number;
    };
    return {
      params: { recordId: record.id },
      body: { status: 'Under review', reason: '', version: record.version },
    };
  },
  'POST /api/ncm/:recordId/photos/': async () => ({
    params: { recordId: Number((await row1('select id from ncm_records order by id')).id) },
    query: { name: 'dent.png' },
    rawBody: pngPhoto(),
    contentType: 'application/octet-stream',
  }),
  'POST /api/mrp/runs/': async () => ({
    body: { horizon_start: '2027-03-01', weeks: 4, include_forecast: true, warehouse_id: null },
  }),
  'GET /api/mrp/runs/:runId/': async (ctx) => ({
    params: { runId: (await plannedMrpRun(ctx)).runId },
  }),
  'GET /api/mrp/runs/:runId/items/': async (ctx) => ({
    params: { runId: (await plannedMrpRun(ctx)).runId },
    query: { page: 1, page_size: 20, search: '', exceptions_only: 'true' },
  }),
  'GET /api/mrp/runs/:runId/sources/': async (ctx) => {
    const run = await plannedMrpRun(ctx);
    return {
      params: { runId: run.runId },
      query: { item_id: run.itemId, week: run.week, row: 'gross' },
    };
  },
  'POST /api/mrp/runs/:runId/purchase-orders/': async (ctx) => {
    const run = await plannedMrpRun(ctx);
    return { params: { runId: run.runId }, body: { planned_order_ids: [run.plannedOrderId] } };
  },
  'POST /api/demand/bom-links/': async (ctx) => ({ body: await bomLinkBody(ctx) }),
  'PUT /api/demand/bom-links/:linkId/': async (ctx) => {
    const link = (await ctx.ask('POST', '/api/demand/bom-links/', await bomLinkBody(ctx))) as {
      id: number;
      version: number;
    };
    return {
      params: { linkId: link.id },
      body: { ...(await bomLinkBody(ctx)), version: link.version },
    };
  },
  'DELETE /api/demand/bom-links/:linkId/': async (ctx) => {
    const link = (await ctx.ask('POST', '/api/demand/bom-links/', await bomLinkBody(ctx))) as {
      id: number;
      version: number;
    };
    return { params: { linkId: link.id }, query: { version: link.version } };
  },
  'PUT /api/demand/panel-links/:panelSizeW/': async () => {
    const item = await row1(`select id from items order by id`);
    const size = await row1(
      `select coalesce((select version from demand_panel_sizes where panel_size_w = 405), 1) as version`,
    );
    return { params: { panelSizeW: 405 }, body: { item_ids: [item.id], version: size.version } };
  },
  'POST /api/demand/item-settings/bulk/': async () => {
    const item = await row1(`select id from items order by id`);
    return { body: { item_ids: [item.id], set: { lead_time_days: 7 } } };
  },
  'PUT /api/demand/categories/:category/': async () => ({
    params: { category: 'RAIL' },
    body: {
      planned: true,
      lead_time_days: 10,
      safety_stock: 5,
      moq: 10,
      order_multiple: 5,
      preferred_vendor_id: null,
      planning_warehouse_id: null,
    },
  }),
  'GET /api/demand/planned/': async () => ({ query: { from_week: '2027-W09', weeks: 4 } }),
  'POST /api/demand/planned/': async () => ({ body: plannedBody('2027-W09') }),
  'PUT /api/demand/planned/:plannedId/': async (ctx) => {
    const planned = (await ctx.ask('POST', '/api/demand/planned/', plannedBody('2027-W09'))) as {
      id: number;
      version: number;
    };
    return {
      params: { plannedId: planned.id },
      body: { ...plannedBody('2027-W10'), version: planned.version },
    };
  },
  'DELETE /api/demand/planned/:plannedId/': async (ctx) => {
    const planned = (await ctx.ask('POST', '/api/demand/planned/', plannedBody('2027-W09'))) as {
      id: number;
      version: number;
    };
    return { params: { plannedId: planned.id }, query: { version: planned.version } };
  },
  'POST /api/demand/planned/copy-week/': async (ctx) => {
    await ctx.ask('POST', '/api/demand/planned/', plannedBody('2027-W11'));
    return { body: { from_week: '2027-W11', to_week: '2027-W12' } };
  },
  'POST /api/demand/planned/import/': async () => ({
    contentType: 'text/csv',
    rawBody:
      'week,count,installation_type,panel_size_w,panels_each,province,program\r\n2027-W13,5,rooftop,405,20,NS,\r\n',
  }),
  'GET /api/demand/': async () => ({ query: { from_week: '2027-W09', weeks: 8 } }),
  'GET /api/demand/project-map/': async () => ({ query: { from_week: '2027-W09', weeks: 8 } }),
  'GET /api/demand/cell/': async () => {
    const item = await row1(`select id from items order by id`);
    return { query: { item_id: Number(item.id), week: '2027-W09' } };
  },
  'POST /api/purchase-orders/:orderId/send/': async (ctx) => {
    const vendor = (await ctx.ask('POST', '/api/purchase-orders/vendors/', {
      name: `Fuzz mailed vendor ${ctx.unique()}`,
      contact: 'Fuzz',
      email: 'vendor@fuzz.example',
      phone: '',
      lead_time_days: 1,
    })) as { id: number };
    const order = (await ctx.ask('POST', '/api/purchase-orders/', {
      ...(await purchaseOrderBody()),
      vendor_id: vendor.id,
    })) as { id: number; version: number };
    return { params: { orderId: order.id }, body: { version: order.version } };
  },
  'GET /api/shipping/': async () => ({ query: { page: 1, status: 'Planned' } }),
  'POST /api/shipping/': async () => ({ body: await shipmentBody() }),
  'PUT /api/shipping/:shipmentId/': async (ctx) => {
    const shipment = (await ctx.ask('POST', '/api/shipping/', await shipmentBody())) as {
      id: number;
      version: number;
    };
    const { deal_id: _deal, ...rest } = await shipmentBody();
    return {
      params: { shipmentId: shipment.id },
      body: { ...rest, carrier: 'Edited carrier', version: shipment.version },
    };
  },
  'POST /api/shipping/:shipmentId/status/': async (ctx) => {
    const shipment = (await ctx.ask('POST', '/api/shipping/', await shipmentBody())) as {
      id: number;
      version: number;
    };
    return {
      params: { shipmentId: shipment.id },
      body: { status: 'Cancelled', version: shipment.version },
    };
  },
  'POST /api/shipping/:shipmentId/proof/': async (ctx) => {
    const shipment = await deliveredShipment(ctx);
    return {
      params: { shipmentId: shipment.id },
      query: { name: 'delivery.png', version: shipment.version },
      rawBody: Buffer.from(onePixelPng, 'base64'),
      contentType: 'application/octet-stream',
    };
  },
  'GET /api/shipping/:shipmentId/proof/': async (ctx) => {
    const shipment = await deliveredShipment(ctx);
    await ctx.ask(
      'POST',
      `/api/shipping/${shipment.id}/proof/?name=delivery.png&version=${shipment.version}`,
      Buffer.from(onePixelPng, 'base64'),
    );
    return { params: { shipmentId: shipment.id } };
  },
  'GET /api/crm/deals/:dealId/shipments/': async (ctx) => {
    const deal = await ctx.row(`select d.id from deals d where ${ctx.mine} order by d.id`);
    return { params: { dealId: Number(deal.id) } };
  },
};

/** Material back from an installation: it only enters the quarantine, so it always succeeds. */
async function ncmBody(ctx: ExampleContext) {
  const item = await row1(`select id from items where status = 'active' order by id`);
  const warehouse = await row1('select id from warehouses where active order by id');
  return {
    item_id: item.id,
    warehouse_id: warehouse.id,
    quantity: 1,
    source: 'installation_return',
    description: `Fuzz return ${ctx.unique()}`,
  };
}

/** A photo's bytes: the PNG header image-size reads, 4 × 3 pixels. */
function pngPhoto(): Buffer {
  const header = Buffer.alloc(33);
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]).copy(header, 0);
  header.writeUInt32BE(13, 8);
  header.write('IHDR', 12, 'ascii');
  header.writeUInt32BE(4, 16);
  header.writeUInt32BE(3, 20);
  header.set([8, 6, 0, 0, 0], 24);
  return header;
}

/**
 * The examples' database access outside a persona's context: set by the fuzz test before use
 * (rows that do not depend on who asks).
 */
let anyRow: (sqlText: string) => Promise<Record<string, unknown>> = () => {
  throw new Error('route-fuzz-examples: call useExampleDatabase first');
};
export function useExampleDatabase(row: typeof anyRow): void {
  anyRow = row;
}
const row1 = (sqlText: string) => anyRow(sqlText);
const row2 = async (email: string) =>
  Number((await anyRow(`select id from users where email = '${email}'`)).id);

// A version not yet sent to the customer: a sent one's figures are frozen.
const ownProposal = (ctx: ExampleContext) =>
  ctx.row(
    `select p.id, p.deal_id, p.version from proposals p join deals d on d.id = p.deal_id
     where ${ctx.mine} and p.frozen_at is null order by p.id desc`,
  );

/** A proposal sent to this customer that awaits their answer (the working data sends some). */
async function proposalAwaitingMe(ctx: ExampleContext): Promise<number> {
  const list = (await ctx.ask('GET', '/api/portal/proposals/')) as {
    id: number;
    awaiting_signature: boolean;
  }[];
  const waiting = list.find((proposal) => proposal.awaiting_signature);
  if (!waiting) throw new Error('No proposal awaits this persona’s signature');
  return waiting.id;
}

/** A 1 × 1 PNG: the smallest signature image the API accepts. */
const tinySignaturePng =
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==';

/** A stored template's editable fields, to send back (edited) or to copy. */
async function templateBody(ctx: ExampleContext) {
  const { id } = await ctx.row('select id from document_templates order by id');
  const template = await ctx.read(`/api/templates/${Number(id)}/`);
  const { name, group, orientation, page_size, pages, version } = template;
  return { id: Number(id), body: { name, group, orientation, page_size, pages }, version };
}

let utilityRateDays = 0;

/** A rate of a seeded company from a date no other example used (one rate per company and date). */
let taxRateDays = 0;

/** A Yukon GST from a day after every rate the fuzzer added before. */
async function taxRateBody(ctx: ExampleContext) {
  const latest = await ctx.row(
    `select max(effective_from)::text as day from tax_rates where province = 'YT'`,
  );
  taxRateDays += 1;
  const after = Math.max(Date.parse(`${String(latest.day)}T00:00:00Z`), Date.UTC(2040, 0, 1));
  const day = new Date(after + taxRateDays * 86_400_000);
  return {
    province: 'YT',
    effective_from: day.toISOString().slice(0, 10),
    taxes: [{ name: 'GST', rate_millipercent: 5000 }],
    source: `Fuzz source ${ctx.unique()}`,
  };
}

async function utilityRateBody(ctx: ExampleContext) {
  const company = await ctx.row(`select id from power_companies order by id`);
  utilityRateDays += 1;
  const day = new Date(Date.UTC(2031, 0, 1) + utilityRateDays * 86_400_000);
  return {
    power_company_id: Number(company.id),
    effective_from: day.toISOString().slice(0, 10),
    energy_price_per_kwh: 0.15,
    fixed_monthly_charge: 20,
    tiers: [],
    time_of_use: [],
    net_metering: 'monthly-netting',
    export_price_per_kwh: 0,
    source: `Fuzz source ${ctx.unique()}`,
    taken_on: '2026-01-01',
  };
}

/** An item with stock in an active warehouse (a vendor and an order received into it if none). */
/** A planned shipment's body: the first deal, one unit of a stocked item from its warehouse. */
async function shipmentBody() {
  const stocked = await stockedItem();
  const deal = await row1('select id from deals order by id');
  return {
    deal_id: Number(deal.id),
    warehouse_id: Number(stocked.warehouse_id),
    carrier: 'Fuzz Freight',
    tracking_number: '',
    planned_ship_date: '2026-01-15',
    notes: '',
    lines: [{ item_id: Number(stocked.item_id), quantity: 1 }],
  };
}

/** A shipment planned, shipped and delivered by this persona, at its latest version. */
async function deliveredShipment(ctx: ExampleContext): Promise<{ id: number; version: number }> {
  const planned = (await ctx.ask('POST', '/api/shipping/', await shipmentBody())) as {
    id: number;
    version: number;
  };
  const day = new Date().toISOString().slice(0, 10);
  const shipped = (await ctx.ask('POST', `/api/shipping/${planned.id}/status/`, {
    status: 'Shipped',
    version: planned.version,
    shipped_on: day,
  })) as { shipment: { version: number } };
  const delivered = (await ctx.ask('POST', `/api/shipping/${planned.id}/status/`, {
    status: 'Delivered',
    version: shipped.shipment.version,
    delivered_on: day,
    signed_by: 'Fuzz Receiver',
  })) as { shipment: { id: number; version: number } };
  return delivered.shipment;
}

async function stockedItem() {
  return row1(
    `select s.item_id, s.warehouse_id, s.on_hand, s.version from stock_summaries s
     join warehouses w on w.id = s.warehouse_id
     where w.active and s.on_hand > 0 order by s.item_id, s.warehouse_id`,
  );
}

/** A one-line order from the first vendor into the first active warehouse. */
async function purchaseOrderBody() {
  const vendor = await row1('select id from vendors order by id');
  const warehouse = await row1('select id from warehouses where active order by id');
  const item = await row1(`select id from items where status = 'active' order by id`);
  return {
    vendor_id: vendor.id,
    warehouse_id: warehouse.id,
    notes: '',
    lines: [{ item_id: item.id, quantity: 5, unit_cost: '12.50', expected_date: null }],
  };
}

function fuzzOutboxRow(ctx: ExampleContext, state: 'sent' | 'failed'): string {
  return `insert into outbox (kind, "to", subject, text, state, message_id)
    values ('sign-in-link', '["fuzz@example.com"]', 'Fuzz', 'Fuzz', '${state}', '<${ctx.unique()}@fuzz>')
    returning id`;
}

/**
 * A BOM link with criteria no other link has (a fresh program key), after making sure the default
 * exists, since every other link needs it.
 */
async function bomLinkBody(ctx: ExampleContext) {
  const bom = await row1('select id from boms order by id');
  const base = { bom_id: bom.id, installation_type: null, panel_size_w: null, province_id: null };
  const hasDefault = await row1('select id from bom_links where is_default').then(
    () => true,
    () => false,
  );
  if (!hasDefault) await ctx.ask('POST', '/api/demand/bom-links/', { ...base, program: null });
  return { ...base, program: `fuzz-${ctx.unique()}`.slice(0, 50) };
}

function plannedBody(week: string) {
  return {
    week,
    count: 3,
    installation_type: 'rooftop',
    panel_size_w: 405,
    panels_each: 20,
    province_id: null,
    program: null,
  };
}
