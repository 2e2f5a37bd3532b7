import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { eq, ne } from 'drizzle-orm';
import {
  type DealDocument,
  demoAccountEmails,
  messages,
  type PortalDocuments,
} from '@solar/shared/domain';
import { users } from '../../../db/schema';
import { seedDemoDeals } from '../../../seed/seed-deals';
import { signedInCaller } from '../../../testing/signed-in-caller';
import { createTestApp, type TestApp } from '../../../testing/test-app';
import { contactTypes, dealContacts } from '../../deal-contacts/deal-contacts-tables';
import { deals } from '../../deals/deals-tables';
import { seedPortalDemo } from '../../portal/seed-portal-demo';
import { projectMilestones, projects } from '../../projects/projects-tables';
import { seedProjects } from '../../projects/seed-projects';
import { dealDocuments } from '../documents-tables';

let t: TestApp;
let root: string;
const call = signedInCaller(() => t);
const { rep1, rep2, customer } = demoAccountEmails;
/** A project of rep1's deal, whose customer contact is the demo customer. */
let projectId: number;
let dealId: number;

const pdf = Buffer.from('%PDF-1.7\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');
/** A Windows program: "MZ", then anything. */
const program = Buffer.concat([Buffer.from('MZ\x90\x00\x03\x00\x00\x00'), Buffer.alloc(200)]);

async function send(email: string, url: string, bytes: Buffer) {
  return t.app.inject({
    method: 'POST',
    url,
    headers: {
      authorization: `Bearer ${await t.tokenFor(email)}`,
      'content-type': 'application/octet-stream',
    },
    payload: bytes,
  });
}

const uploadUrl = (project: number, milestone: string, name: string, shared: boolean) =>
  `/api/projects/${project}/milestones/${milestone}/documents/?kind=permit&name=${encodeURIComponent(name)}&shared=${shared}`;

async function documentCount(): Promise<number> {
  return (await t.database.db.select({ id: dealDocuments.id }).from(dealDocuments)).length;
}

beforeAll(async () => {
  root = await mkdtemp(path.join(os.tmpdir(), 'solar-project-documents-'));
  t = await createTestApp({ config: { storage: { kind: 'filesystem', root } } });
  const db = t.database.db;
  await seedDemoDeals(db);
  await seedPortalDemo(db);
  await seedProjects(db);
  const [project] = await db.select().from(projects).orderBy(projects.id).limit(1);
  projectId = project!.id;
  dealId = project!.dealId;
  const [owner] = await db.select({ id: users.id }).from(users).where(eq(users.email, rep1));
  await db.update(deals).set({ salesPersonId: owner!.id }).where(eq(deals.id, dealId));
  const [type] = await db.select().from(contactTypes).limit(1);
  await db.insert(dealContacts).values({
    dealId,
    contactTypeId: type!.id,
    firstName: 'Casey',
    lastName: 'Customer',
    email: customer,
  });
}, 120_000);

afterAll(async () => {
  await t.close();
  await rm(root, { recursive: true, force: true });
});

describe('a project milestone’s documents', () => {
  it('uploads a permit to a milestone, lists it under that milestone and on the deal', async () => {
    const uploaded = await send(
      rep1,
      uploadUrl(projectId, 'permit_approved', 'Permit.pdf', true),
      pdf,
    );
    expect(uploaded.statusCode).toBe(201);
    const document = uploaded.json<DealDocument>();
    expect(document).toMatchObject({
      deal_id: dealId,
      project_id: projectId,
      milestone: 'permit_approved',
      kind: 'permit',
      name: 'Permit.pdf',
      shared_with_customer: true,
    });
    const listed = (await call(rep1, 'GET', `/api/projects/${projectId}/documents/`)).json<
      DealDocument[]
    >();
    expect(listed.map((row) => [row.id, row.milestone])).toEqual([
      [document.id, 'permit_approved'],
    ]);
    const onDeal = (await call(rep1, 'GET', `/api/crm/deals/${dealId}/documents/`)).json<
      DealDocument[]
    >();
    expect(onDeal.find((row) => row.id === document.id)?.milestone).toBe('permit_approved');
    const file = await call(
      rep1,
      'GET',
      `/api/projects/${projectId}/documents/${document.id}/file/`,
    );
    expect(file.statusCode).toBe(200);
    expect(file.rawPayload.equals(pdf)).toBe(true);
  });

  it('shows the customer the shared files under their milestone, never the others', async () => {
    const hidden = await send(
      rep1,
      uploadUrl(projectId, 'inspection_passed', 'Inspector notes.pdf', false),
      pdf,
    );
    expect(hidden.statusCode).toBe(201);
    const portal = (await call(customer, 'GET', '/api/portal/documents/')).json<PortalDocuments>();
    const mine = portal.documents.filter((row) => row.deal_id === dealId);
    expect(mine.map((row) => [row.name, row.milestone])).toEqual([
      ['Permit.pdf', 'permit_approved'],
    ]);
  });

  it('refuses another tree, a customer, an unknown milestone and a program, storing nothing', async () => {
    const before = await documentCount();
    const otherTree = await send(rep2, uploadUrl(projectId, 'installed', 'x.pdf', true), pdf);
    // Like the project itself: another tree's project is refused.
    expect(otherTree.statusCode).toBe(403);
    expect((await call(rep2, 'GET', `/api/projects/${projectId}/documents/`)).statusCode).toBe(403);
    expect(
      (await send(customer, uploadUrl(projectId, 'installed', 'x.pdf', true), pdf)).statusCode,
    ).toBe(403);
    expect(
      (await send(rep1, uploadUrl(projectId, 'roof_done', 'x.pdf', true), pdf)).statusCode,
    ).toBe(400);
    const refused = await send(rep1, uploadUrl(projectId, 'installed', 'setup.pdf', true), program);
    expect(refused.statusCode).toBe(400);
    const missing = await send(rep1, uploadUrl(999_999, 'installed', 'x.pdf', true), pdf);
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ message: messages.apiProjectNotFound });
    expect(await documentCount()).toBe(before);
  });

  it('downloads only a file of that project', async () => {
    const db = t.database.db;
    const [other] = await db
      .select({ id: projects.id, dealId: projects.dealId })
      .from(projects)
      .where(ne(projects.id, projectId))
      .orderBy(projects.id)
      .limit(1);
    await db
      .update(deals)
      .set({
        salesPersonId: (await db.select().from(deals).where(eq(deals.id, dealId)))[0]!
          .salesPersonId,
      })
      .where(eq(deals.id, other!.dealId));
    const [document] = await db
      .select({ id: dealDocuments.id })
      .from(dealDocuments)
      .where(eq(dealDocuments.projectId, projectId))
      .limit(1);
    expect((await call(rep1, 'GET', `/api/projects/${other!.id}/documents/`)).statusCode).toBe(200);
    const wrong = await call(
      rep1,
      'GET',
      `/api/projects/${other!.id}/documents/${document!.id}/file/`,
    );
    expect(wrong.statusCode).toBe(404);
  });
});

describe('the database keeps a document’s project and milestone real', () => {
  it('refuses a project that does not exist, or a milestone of another project', async () => {
    const db = t.database.db;
    const [row] = await db
      .select()
      .from(dealDocuments)
      .where(eq(dealDocuments.projectId, projectId))
      .limit(1);
    const ofOther = (
      await db
        .select({ id: projectMilestones.id, projectId: projectMilestones.projectId })
        .from(projectMilestones)
        .where(eq(projectMilestones.key, 'installed'))
    ).find((milestone) => milestone.projectId !== projectId);
    expect(ofOther).toBeDefined();
    await expect(
      db.update(dealDocuments).set({ projectId: 999_999 }).where(eq(dealDocuments.id, row!.id)),
    ).rejects.toThrow();
    await expect(
      db
        .update(dealDocuments)
        .set({ milestoneId: ofOther!.id })
        .where(eq(dealDocuments.id, row!.id)),
    ).rejects.toThrow();
  });

  it('keeps the files on the deal when the project goes, without project or milestone', async () => {
    const db = t.database.db;
    const kept = await db
      .select({ id: dealDocuments.id })
      .from(dealDocuments)
      .where(eq(dealDocuments.projectId, projectId));
    expect(kept.length).toBeGreaterThan(0);
    await db.delete(projects).where(eq(projects.id, projectId));
    const after = await db
      .select({
        id: dealDocuments.id,
        projectId: dealDocuments.projectId,
        milestoneId: dealDocuments.milestoneId,
        dealId: dealDocuments.dealId,
      })
      .from(dealDocuments)
      .where(eq(dealDocuments.dealId, dealId));
    expect(after.filter((row) => kept.some((document) => document.id === row.id))).toEqual(
      kept.map((document) => ({ id: document.id, projectId: null, milestoneId: null, dealId })),
    );
  });
});
