import { and, asc, desc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import { alias, type AnyPgColumn } from 'drizzle-orm/pg-core';
import {
  isMilestoneLate,
  messages,
  projectActiveStatuses,
  projectBoardColumnLimit,
  projectHistoryStatuses,
  type ProjectBoard,
  type ProjectDetails,
  type ProjectListResponse,
  type ProjectMilestoneKey,
  projectMilestoneKeys,
  type ProjectPerson,
  type ProjectStatus,
  type ProjectSummary,
} from '@solar/shared/domain';
import type { Database } from '../../db/database';
import { containsPattern } from '../../db/like-pattern';
import { cities, provinces, users } from '../../db/schema';
import { HttpError } from '../../http/http-error';
import { type DealCaller, requireDealAccess, visibleDealsCondition } from '../deals';
import { addresses, deals } from '../deals/deals-tables';
import { projectMilestones, projects } from './projects-tables';

/** A person as the project pages name them: full name, else username, else e-mail. */
export function personNameSql(person: {
  firstName: AnyPgColumn;
  lastName: AnyPgColumn;
  username: AnyPgColumn;
  email: AnyPgColumn;
}): SQL<string> {
  return sql<string>`coalesce(
    nullif(btrim(concat_ws(' ', ${person.firstName}, ${person.lastName})), ''),
    nullif(${person.username}, ''),
    ${person.email})`;
}

const owners = alias(users, 'project_owner');

/** Today on the server's calendar (UTC), as `YYYY-MM-DD`: what "late" is measured against. */
export function serverToday(now: Date = new Date()): string {
  return now.toISOString().slice(0, 10);
}

const openMilestones = sql`${projectMilestones.projectId} = ${projects.id} AND ${projectMilestones.actualDate} IS NULL`;

const summaryColumns = {
  id: projects.id,
  dealId: deals.id,
  dealName: deals.name,
  city: sql<string>`coalesce((select ${cities.name} from ${cities} where ${cities.id} = ${addresses.cityId}), ${addresses.cityText})`,
  province: sql<
    string | null
  >`(select ${provinces.name} from ${provinces} where ${provinces.id} = ${addresses.provinceId})`,
  ownerId: owners.id,
  ownerName: personNameSql(owners),
  status: projects.status,
  blockedReason: projects.blockedReason,
  currentMilestone: sql<
    string | null
  >`(select ${projectMilestones.key} from ${projectMilestones} where ${openMilestones} order by ${projectMilestones.position} limit 1)`,
  nextPlannedDate: sql<
    string | null
  >`(select min(${projectMilestones.plannedDate})::text from ${projectMilestones} where ${openMilestones})`,
  late: sql<boolean>`exists (select 1 from ${projectMilestones} where ${openMilestones} and ${projectMilestones.plannedDate} < current_date)`,
  updatedAt: projects.updatedAt,
  version: projects.version,
};

type SummaryRow = Awaited<ReturnType<typeof selectSummaries>>[number];

function toSummary(row: SummaryRow): ProjectSummary {
  return {
    id: row.id,
    deal: { id: row.dealId, name: row.dealName },
    city: row.city ?? '',
    province: row.province ?? '',
    owner: row.ownerId === null ? null : { id: row.ownerId, name: row.ownerName ?? '' },
    status: row.status as ProjectStatus,
    blocked_reason: row.blockedReason,
    current_milestone: row.currentMilestone as ProjectMilestoneKey | null,
    next_planned_date: row.nextPlannedDate,
    late: row.late === true,
    updated_at: new Date(row.updatedAt).toISOString(),
    version: row.version,
  };
}

function selectSummaries(db: Database) {
  return db
    .select(summaryColumns)
    .from(projects)
    .innerJoin(deals, eq(deals.id, projects.dealId))
    .innerJoin(addresses, eq(addresses.id, deals.addressId))
    .leftJoin(owners, eq(owners.id, projects.ownerId));
}

export interface ProjectListFilters {
  scope: 'active' | 'history';
  search?: string | undefined;
  province?: number | undefined;
  owners?: number[] | undefined;
  status?: ProjectStatus | undefined;
  late?: boolean | undefined;
  milestone?: ProjectMilestoneKey | undefined;
}

/** The list's rule: the caller's deals (the sales-person tree), then the filters chosen. */
function listConditions(caller: DealCaller, filters: ProjectListFilters): SQL | undefined {
  const statuses: readonly string[] =
    filters.scope === 'history' ? projectHistoryStatuses : projectActiveStatuses;
  const conditions: (SQL | undefined)[] = [
    visibleDealsCondition(caller),
    inArray(projects.status, [...statuses]),
  ];
  if (filters.status !== undefined) conditions.push(eq(projects.status, filters.status));
  const search = filters.search?.trim();
  if (search) {
    const pattern = containsPattern(search);
    conditions.push(
      sql`(${deals.name} ILIKE ${pattern} OR ${addresses.address} ILIKE ${pattern} OR ${projects.installerCrew} ILIKE ${pattern})`,
    );
  }
  if (filters.province !== undefined) conditions.push(eq(addresses.provinceId, filters.province));
  if (filters.owners?.length) conditions.push(inArray(projects.ownerId, filters.owners));
  if (filters.late === true) conditions.push(summaryColumns.late);
  if (filters.milestone !== undefined) {
    conditions.push(sql`${summaryColumns.currentMilestone} = ${filters.milestone}`);
  }
  return and(...conditions);
}

/** `GET /api/projects/`: one page of the caller's projects, most recently changed first. */
export async function listProjects(
  db: Database,
  caller: DealCaller,
  filters: ProjectListFilters & { page: number; pageSize: number },
): Promise<ProjectListResponse> {
  const where = listConditions(caller, filters);
  const [rows, [total]] = await Promise.all([
    selectSummaries(db)
      .where(where)
      .orderBy(desc(projects.updatedAt), desc(projects.id))
      .limit(filters.pageSize)
      .offset((filters.page - 1) * filters.pageSize),
    db
      .select({ count: sql<number>`count(*)::int` })
      .from(projects)
      .innerJoin(deals, eq(deals.id, projects.dealId))
      .innerJoin(addresses, eq(addresses.id, deals.addressId))
      .where(where),
  ]);
  return { results: rows.map((row) => toSummary(row)), count: total?.count ?? 0 };
}

/**
 * `GET /api/projects/board/`: the active projects by their current milestone, each column's
 * count and its first cards (the late ones first, then the nearest planned date).
 */
export async function projectBoard(
  db: Database,
  caller: DealCaller,
  filters: Omit<ProjectListFilters, 'scope' | 'milestone'>,
): Promise<ProjectBoard> {
  const where = listConditions(caller, { ...filters, scope: 'active' });
  const columns = await Promise.all(
    projectMilestoneKeys.map(async (milestone) => {
      const inColumn = and(where, sql`${summaryColumns.currentMilestone} = ${milestone}`);
      const [rows, [total]] = await Promise.all([
        selectSummaries(db)
          .where(inColumn)
          .orderBy(
            desc(summaryColumns.late),
            sql`${summaryColumns.nextPlannedDate} asc nulls last`,
            asc(projects.id),
          )
          .limit(projectBoardColumnLimit),
        db
          .select({ count: sql<number>`count(*)::int` })
          .from(projects)
          .innerJoin(deals, eq(deals.id, projects.dealId))
          .innerJoin(addresses, eq(addresses.id, deals.addressId))
          .where(inColumn),
      ]);
      return {
        milestone,
        count: total?.count ?? 0,
        projects: rows.map((row) => toSummary(row)),
      };
    }),
  );
  return { columns };
}

/** The project's deal id, after the per-deal access rule; 404 for a project that is not there. */
export async function requireProjectAccess(
  db: Database,
  caller: DealCaller,
  projectId: number,
): Promise<number> {
  const [row] = await db
    .select({ dealId: projects.dealId })
    .from(projects)
    .where(eq(projects.id, projectId));
  if (!row) throw new HttpError(404, messages.apiProjectNotFound);
  await requireDealAccess(db, caller, row.dealId);
  return row.dealId;
}

const milestoneOwners = alias(users, 'milestone_owner');

/** A project as this transaction sees it, with its milestones in order. */
export async function readProject(db: Database, projectId: number): Promise<ProjectDetails> {
  const [[row], [extra], milestones] = await Promise.all([
    selectSummaries(db).where(eq(projects.id, projectId)),
    db
      .select({
        installerCrew: projects.installerCrew,
        proposalVersion: projects.proposalVersion,
        panels: projects.systemPanels,
        sizeHundredthsKw: projects.systemSizeHundredthsKw,
        priceCents: projects.systemPriceCents,
        createdAt: projects.createdAt,
      })
      .from(projects)
      .where(eq(projects.id, projectId)),
    db
      .select({
        key: projectMilestones.key,
        plannedDate: projectMilestones.plannedDate,
        actualDate: projectMilestones.actualDate,
        ownerId: milestoneOwners.id,
        ownerName: personNameSql(milestoneOwners),
        notes: projectMilestones.notes,
        outOfOrderReason: projectMilestones.outOfOrderReason,
      })
      .from(projectMilestones)
      .leftJoin(milestoneOwners, eq(milestoneOwners.id, projectMilestones.ownerId))
      .where(eq(projectMilestones.projectId, projectId))
      .orderBy(asc(projectMilestones.position)),
  ]);
  if (!row || !extra) throw new HttpError(404, messages.apiProjectNotFound);
  const today = serverToday();
  return {
    ...toSummary(row),
    installer_crew: extra.installerCrew,
    system:
      extra.proposalVersion === null ||
      extra.panels === null ||
      extra.sizeHundredthsKw === null ||
      extra.priceCents === null
        ? null
        : {
            proposal_version: extra.proposalVersion,
            panels: extra.panels,
            size_hundredths_kw: extra.sizeHundredthsKw,
            price_cents: extra.priceCents,
          },
    created_at: new Date(extra.createdAt).toISOString(),
    milestones: milestones.map((milestone) => ({
      key: milestone.key as ProjectMilestoneKey,
      planned_date: milestone.plannedDate,
      actual_date: milestone.actualDate,
      owner:
        milestone.ownerId === null
          ? null
          : { id: milestone.ownerId, name: milestone.ownerName ?? '' },
      notes: milestone.notes,
      out_of_order_reason: milestone.outOfOrderReason,
      late: isMilestoneLate(
        { planned_date: milestone.plannedDate, actual_date: milestone.actualDate },
        today,
      ),
    })),
  };
}

/** `GET /api/projects/:id/`: one project of the caller's deals. */
export async function projectDetails(
  db: Database,
  caller: DealCaller,
  projectId: number,
): Promise<ProjectDetails> {
  await requireProjectAccess(db, caller, projectId);
  return readProject(db, projectId);
}

/** `GET /api/projects/people/`: the active staff a project or a milestone may be given to. */
export async function projectPeople(db: Database): Promise<ProjectPerson[]> {
  const rows = await db
    .select({ id: users.id, name: personNameSql(users) })
    .from(users)
    .where(and(eq(users.isStaff, true), eq(users.isActive, true)))
    .orderBy(asc(personNameSql(users)), asc(users.id));
  return rows;
}
