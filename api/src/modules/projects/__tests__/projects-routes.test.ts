import { and, eq, sql } from 'drizzle-orm';
import {
  demoAccountEmails,
  messages,
  type ProjectDetails,
  type ProjectListResponse,
  projectBoardSchema,
  projectDetailsSchema,
  projectListResponseSchema,
  projectMilestoneKeys,
} from '@solar/shared/domain';
import { dealStages, proposalStatuses, users } from '../../../db/schema';
import { seedDemoDeals } from '../../../seed/seed-deals';
import { createTestApp, type TestApp } from '../../../testing/test-app';
import { dealEvents, deals } from '../../deals/deals-tables';
import { notifications } from '../../notifications/notifications-tables';
import { projectMilestones, projects } from '../projects-tables';
import { contactTypes, dealContacts } from '../../deal-contacts/deal-contacts-tables';
import { outbox } from '../../mail/mail-tables';
import { seedProjects } from '../seed-projects';
import { createProjectForDeal } from '../projects-create-queries';
import { inTransaction } from '../../../db/in-transaction';

let t: TestApp;
const { admin, manager, rep1, rep2, customer, ops } = demoAccountEmails;
const ids = new Map<string, number>();
const idOf = (email: string) => ids.get(email)!;
let wonStageId: number;
let proposalStageId: number;

async function call(email: string | null, method: 'GET' | 'PUT', url: string, payload?: object) {
  const headers = email ? { authorization: `Bearer ${await t.tokenFor(email)}` } : {};
  return t.app.inject({ method, url, headers, ...(payload === undefined ? {} : { payload }) });
}

/** A fresh deal of `email`'s at the Proposal stage, as the deal form makes it. */
async function newDeal(email: string, name: string): Promise<{ id: number; version: number }> {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/crm/deals/',
    headers: { authorization: `Bearer ${await t.tokenFor(email)}` },
    payload: {
      name,
      stage: proposalStageId,
      status: 1,
      address: { address: `${name} Road`, city_text: 'Halifax', province_text: 'NS' },
    },
  });
  expect(response.statusCode).toBe(201);
  const deal = response.json<{ id: number; version: number }>();
  return { id: deal.id, version: deal.version };
}

async function moveToWon(email: string, deal: { id: number; version: number }) {
  return call(email, 'PUT', `/api/crm/deals/${deal.id}/`, {
    version: deal.version,
    stage: wonStageId,
  });
}

async function projectOfDeal(dealId: number): Promise<ProjectDetails> {
  const [row] = await t.database.db
    .select({ id: projects.id })
    .from(projects)
    .where(eq(projects.dealId, dealId));
  const response = await call(admin, 'GET', `/api/projects/${row!.id}/`);
  expect(response.statusCode).toBe(200);
  return projectDetailsSchema.parse(response.json());
}

async function setMilestone(
  email: string,
  project: ProjectDetails,
  key: string,
  body: Record<string, unknown>,
) {
  return call(email, 'PUT', `/api/projects/${project.id}/milestones/${key}/`, {
    version: project.version,
    ...body,
  });
}

const today = new Date().toISOString().slice(0, 10);

beforeAll(async () => {
  t = await createTestApp();
  await seedDemoDeals(t.database.db);
  for (const row of await t.database.db.select().from(users)) ids.set(row.email, row.id);
  const stages = await t.database.db.select().from(dealStages);
  wonStageId = stages.find((stage) => stage.name === 'Closed Won')!.id;
  proposalStageId = stages.find((stage) => stage.name === 'Proposal')!.id;
});
afterAll(async () => {
  await t.close();
});

describe('a project starts once when its deal reaches Closed Won', () => {
  it('is created by the deal edit, with every milestone and a timeline entry', async () => {
    const deal = await newDeal(rep1, 'Once Won');
    const moved = await moveToWon(rep1, deal);
    expect(moved.statusCode).toBe(200);
    const project = await projectOfDeal(deal.id);
    expect(project).toMatchObject({
      deal: { id: deal.id, name: 'Once Won' },
      status: 'On track',
      owner: { id: idOf(rep1) },
      current_milestone: 'site_survey',
      late: false,
      system: null,
    });
    expect(project.milestones.map((milestone) => milestone.key)).toEqual([...projectMilestoneKeys]);
    const events = await t.database.db
      .select({ action: dealEvents.action })
      .from(dealEvents)
      .where(and(eq(dealEvents.dealId, deal.id), eq(dealEvents.action, 'project.created')));
    expect(events).toHaveLength(1);

    // Away from Closed Won and back: still the one project.
    const away = await call(rep1, 'PUT', `/api/crm/deals/${deal.id}/`, {
      version: moved.json<{ version: number }>().version,
      stage: proposalStageId,
    });
    const back = await moveToWon(rep1, {
      id: deal.id,
      version: away.json<{ version: number }>().version,
    });
    expect(back.statusCode).toBe(200);
    const count = await t.database.db
      .select({ n: sql<number>`count(*)::int` })
      .from(projects)
      .where(eq(projects.dealId, deal.id));
    expect(count[0]!.n).toBe(1);
  });

  it('is created once when two saves reach Closed Won at the same moment', async () => {
    const deal = await newDeal(rep1, 'Twice Won');
    const answers = await Promise.all([moveToWon(rep1, deal), moveToWon(manager, deal)]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    const rows = await t.database.db
      .select({ id: projects.id })
      .from(projects)
      .where(eq(projects.dealId, deal.id));
    expect(rows).toHaveLength(1);
  });

  it('is created once when two transactions start it at once, whatever locks they took', async () => {
    const deal = await newDeal(rep1, 'Raced Won');
    const started = await Promise.all(
      [1, 2].map(() =>
        inTransaction(t.database.db, (tx) =>
          createProjectForDeal(tx, { dealId: deal.id, actorUserId: idOf(rep1) }),
        ),
      ),
    );
    expect(started.filter((id) => id !== null)).toHaveLength(1);
    const milestones = await t.database.db
      .select({ n: sql<number>`count(*)::int` })
      .from(projectMilestones)
      .innerJoin(projects, eq(projects.id, projectMilestones.projectId))
      .where(eq(projects.dealId, deal.id));
    expect(milestones[0]!.n).toBe(projectMilestoneKeys.length);
  });

  it('is created when a deal is made at Closed Won', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/crm/deals/',
      headers: { authorization: `Bearer ${await t.tokenFor(rep2)}` },
      payload: {
        name: 'Born Won',
        stage: wonStageId,
        status: 1,
        address: { address: 'Born Won Road', city_text: 'Halifax', province_text: 'NS' },
      },
    });
    expect(response.statusCode).toBe(201);
    const project = await projectOfDeal(response.json<{ id: number }>().id);
    expect(project).toMatchObject({ status: 'On track', owner: { id: idOf(rep2) } });
  });

  it('copies the system of the approved proposal', async () => {
    const deal = await newDeal(rep2, 'Sold System');
    const [approved] = await t.database.db
      .select({ id: proposalStatuses.id })
      .from(proposalStatuses)
      .where(eq(proposalStatuses.name, 'Approved'));
    const { defaultProposalData, savedPanelAt } = await import('@solar/shared/domain');
    const data = {
      ...defaultProposalData(),
      panels: Array.from({ length: 10 }, (_, index) =>
        savedPanelAt(index + 1, 100 + index * 40, 400),
      ),
    };
    const created = await t.app.inject({
      method: 'POST',
      url: `/api/crm/deals/${deal.id}/proposal-versions/`,
      headers: { authorization: `Bearer ${await t.tokenFor(rep2)}` },
      payload: { data },
    });
    expect(created.statusCode).toBe(201);
    const version = created.json<{ id: number; proposal_version: number; version: number }>();
    const approve = await t.app.inject({
      method: 'PUT',
      url: `/api/crm/proposals/${version.id}/`,
      headers: { authorization: `Bearer ${await t.tokenFor(rep2)}` },
      payload: {
        deal_id: deal.id,
        proposal_version: version.proposal_version,
        proposal_status_id: approved!.id,
        version: version.version,
      },
    });
    expect(approve.statusCode).toBe(200);
    const [current] = await t.database.db
      .select({ version: deals.version })
      .from(deals)
      .where(eq(deals.id, deal.id));
    expect((await moveToWon(rep2, { id: deal.id, version: current!.version })).statusCode).toBe(
      200,
    );
    const project = await projectOfDeal(deal.id);
    expect(project.system).toMatchObject({ proposal_version: 1, panels: 10 });
    expect(project.system!.size_hundredths_kw).toBeGreaterThan(0);
    expect(project.system!.price_cents).toBeGreaterThan(0);
  });
});

describe('milestones', () => {
  it('completes in order, refuses out of order without a reason, and records both', async () => {
    const deal = await newDeal(rep1, 'Milestone Order');
    await moveToWon(rep1, deal);
    let project = await projectOfDeal(deal.id);

    const refused = await setMilestone(rep1, project, 'permit_submitted', { actual_date: today });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({ message: messages.projectMilestoneOutOfOrder });
    expect((await projectOfDeal(deal.id)).version).toBe(project.version);

    const inOrder = await setMilestone(rep1, project, 'site_survey', {
      actual_date: today,
      notes: 'Roof in good shape',
    });
    expect(inOrder.statusCode).toBe(200);
    project = projectDetailsSchema.parse(inOrder.json());
    expect(project.current_milestone).toBe('design_approved');

    const skipped = await setMilestone(rep1, project, 'permit_submitted', {
      actual_date: today,
      out_of_order_reason: 'Design approved by phone, paperwork follows',
    });
    expect(skipped.statusCode).toBe(200);
    project = projectDetailsSchema.parse(skipped.json());
    expect(project.milestones.find((m) => m.key === 'permit_submitted')).toMatchObject({
      actual_date: today,
      out_of_order_reason: 'Design approved by phone, paperwork follows',
    });

    const stale = await setMilestone(rep1, { ...project, version: 1 }, 'design_approved', {
      actual_date: today,
    });
    expect(stale.statusCode).toBe(409);

    const future = await setMilestone(rep1, project, 'design_approved', {
      actual_date: '2999-01-01',
    });
    expect(future.statusCode).toBe(400);
    expect(future.json()).toEqual({ message: messages.projectActualDateInFuture });

    const timeline = await t.database.db
      .select({ details: dealEvents.details })
      .from(dealEvents)
      .where(
        and(eq(dealEvents.dealId, deal.id), eq(dealEvents.action, 'project.milestone_changed')),
      );
    expect(timeline).toHaveLength(2);
  });

  it('mails each customer contact when a milestone is reached, unless they opted out', async () => {
    const deal = await newDeal(rep1, 'Milestone Mail');
    const [type] = await t.database.db.select().from(contactTypes);
    await t.database.db.insert(dealContacts).values([
      {
        dealId: deal.id,
        contactTypeId: type!.id,
        firstName: 'Ada',
        lastName: 'Mail',
        email: 'ada.mail@example.com',
        isPrimary: true,
      },
      { dealId: deal.id, contactTypeId: type!.id, firstName: 'No', lastName: 'Address' },
      {
        dealId: deal.id,
        contactTypeId: type!.id,
        firstName: 'Quiet',
        lastName: 'Customer',
        email: customer,
      },
    ]);
    await t.database.db
      .update(users)
      .set({ milestoneMailOptOut: true })
      .where(eq(users.email, customer));
    await moveToWon(rep1, deal);
    const project = await projectOfDeal(deal.id);
    const mailsOf = () =>
      t.database.db
        .select({ to: outbox.to, subject: outbox.subject, text: outbox.text })
        .from(outbox)
        .where(eq(outbox.kind, 'milestone-reached'));
    const before = (await mailsOf()).length;

    const refused = await setMilestone(rep1, project, 'permit_submitted', { actual_date: today });
    expect(refused.statusCode).toBe(400);
    expect(await mailsOf()).toHaveLength(before);

    const planned = await setMilestone(rep1, project, 'site_survey', { planned_date: today });
    expect(planned.statusCode).toBe(200);
    expect(await mailsOf()).toHaveLength(before);

    const done = await setMilestone(
      rep1,
      projectDetailsSchema.parse(planned.json()),
      'site_survey',
      {
        actual_date: today,
      },
    );
    expect(done.statusCode).toBe(200);
    const mails = (await mailsOf()).slice(before);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.to).toEqual(['ada.mail@example.com']);
    expect(mails[0]!.subject).toBe('Your solar project: Site survey');
    expect(mails[0]!.text).toContain('Hello Ada Mail');
    expect(mails[0]!.text).toContain('/customer/tracking');
  });

  it('completing Closed makes the project Done and moves it to the history', async () => {
    const deal = await newDeal(rep1, 'All Done');
    await moveToWon(rep1, deal);
    let project = await projectOfDeal(deal.id);
    for (const key of projectMilestoneKeys) {
      const answer = await setMilestone(rep1, project, key, { actual_date: today });
      expect(answer.statusCode).toBe(200);
      project = projectDetailsSchema.parse(answer.json());
    }
    expect(project.status).toBe('Done');
    const history = projectListResponseSchema.parse(
      (await call(rep1, 'GET', '/api/projects/?scope=history&search=All%20Done')).json(),
    );
    expect(history.results.map((row) => row.id)).toEqual([project.id]);
    const active = projectListResponseSchema.parse(
      (await call(rep1, 'GET', '/api/projects/?search=All%20Done')).json(),
    );
    expect(active.count).toBe(0);
    const reopen = await call(rep1, 'PUT', `/api/projects/${project.id}/`, {
      version: project.version,
      status: 'On track',
    });
    expect(reopen.json()).toEqual({ message: messages.apiProjectDoneByClosedMilestone });
  });

  it('a late milestone is flagged and filtered', async () => {
    const deal = await newDeal(rep1, 'Running Late');
    await moveToWon(rep1, deal);
    const project = await projectOfDeal(deal.id);
    const answer = await setMilestone(rep1, project, 'site_survey', { planned_date: '2020-01-02' });
    expect(answer.statusCode).toBe(200);
    expect(projectDetailsSchema.parse(answer.json())).toMatchObject({
      late: true,
      next_planned_date: '2020-01-02',
    });
    const late = projectListResponseSchema.parse(
      (await call(rep1, 'GET', '/api/projects/?late=true&page_size=100')).json(),
    );
    expect(late.results.every((row) => row.late)).toBe(true);
    expect(late.results.map((row) => row.id)).toContain(project.id);
  });
});

describe('the project itself', () => {
  it('needs a reason to be Blocked, tells the owner of a change by someone else', async () => {
    const deal = await newDeal(rep1, 'Blocked Roof');
    await moveToWon(rep1, deal);
    const project = await projectOfDeal(deal.id);
    const noReason = await call(manager, 'PUT', `/api/projects/${project.id}/`, {
      version: project.version,
      status: 'Blocked',
    });
    expect(noReason.statusCode).toBe(400);
    await t.database.db.delete(notifications);
    const blocked = await call(manager, 'PUT', `/api/projects/${project.id}/`, {
      version: project.version,
      status: 'Blocked',
      blocked_reason: 'Waiting for the utility',
      installer_crew: 'North crew',
    });
    expect(blocked.statusCode).toBe(200);
    expect(blocked.json()).toMatchObject({
      status: 'Blocked',
      blocked_reason: 'Waiting for the utility',
      installer_crew: 'North crew',
    });
    const told = await t.database.db.select().from(notifications);
    expect(told).toMatchObject([{ recipientId: idOf(rep1), kind: 'project_changed' }]);
    const ownerToOps = await call(manager, 'PUT', `/api/projects/${project.id}/`, {
      version: project.version + 1,
      owner_id: idOf(customer),
    });
    expect(ownerToOps.json()).toEqual({ message: messages.apiProjectOwnerNotStaff });
  });
});

describe('access follows the sales-person tree', () => {
  it('rep2 neither lists nor opens nor changes rep1’s project; the manager does', async () => {
    const deal = await newDeal(rep1, 'Tree Rule');
    await moveToWon(rep1, deal);
    const project = await projectOfDeal(deal.id);
    const listOf = async (email: string): Promise<ProjectListResponse> =>
      projectListResponseSchema.parse(
        (await call(email, 'GET', '/api/projects/?search=Tree%20Rule')).json(),
      );
    expect((await listOf(rep2)).count).toBe(0);
    expect((await listOf(manager)).count).toBe(1);
    expect((await call(rep2, 'GET', `/api/projects/${project.id}/`)).statusCode).toBe(403);
    const change = await setMilestone(rep2, project, 'site_survey', { notes: 'not mine' });
    expect(change.statusCode).toBe(403);
    expect((await call(manager, 'GET', `/api/projects/${project.id}/`)).statusCode).toBe(200);
    expect((await call(customer, 'GET', '/api/projects/')).statusCode).toBe(403);
    expect((await call(ops, 'GET', '/api/projects/')).statusCode).toBe(403);
    expect((await call(null, 'GET', '/api/projects/')).statusCode).toBe(401);
  });

  it('the board puts each active project under its current milestone', async () => {
    const board = projectBoardSchema.parse(
      (await call(rep1, 'GET', '/api/projects/board/')).json(),
    );
    expect(board.columns.map((column) => column.milestone)).toEqual([...projectMilestoneKeys]);
    for (const column of board.columns) {
      for (const card of column.projects) expect(card.current_milestone).toBe(column.milestone);
    }
    expect(board.columns.find((column) => column.milestone === 'closed')!.projects).toEqual([]);
  });
});

describe('seeding', () => {
  it('gives every won deal a project once, the demo ones some progress', async () => {
    const added = await seedProjects(t.database.db);
    expect(added).toBeGreaterThan(0);
    expect(await seedProjects(t.database.db)).toBe(0);
    const done = await t.database.db
      .select({ n: sql<number>`count(*)::int` })
      .from(projectMilestones)
      .where(sql`${projectMilestones.actualDate} IS NOT NULL`);
    expect(done[0]!.n).toBeGreaterThan(0);
  });
});
