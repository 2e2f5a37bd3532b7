import { eq, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { messages } from '@solar/shared/domain';
import type { Database } from '../../db/database';
import { users } from '../../db/schema';
import { HttpError } from '../../http/http-error';
import { deals } from './deals-tables';

/** Who is asking: enough of the session's user to decide per-deal access. */
export interface DealCaller {
  id: number;
  isSuperuser: boolean;
}

/**
 * The ids of the caller and everyone below them in the sales-person tree (`users.manager_id`),
 * as a subquery. `UNION` (not `UNION ALL`) ends the recursion even if managers form a cycle.
 * Deactivated people stay in the walk so their deals remain visible to their managers.
 */
export function teamIdsSql(userId: number): SQL {
  return sql`(WITH RECURSIVE team(id) AS (
      SELECT ${users.id} FROM ${users} WHERE ${users.id} = ${userId}
      UNION
      SELECT member.id FROM ${users} member JOIN team ON member.manager_id = team.id
    ) SELECT id FROM team)`;
}

/**
 * The list filter of the access rule: deals whose sales person is in the caller's team. Tables
 * keyed by a deal's sales person (the trigger-kept `deal_counts`, where 0 stands for none and no
 * team contains it) pass their column, so counts follow exactly the list's rule.
 */
export function visibleDealsCondition(
  caller: DealCaller,
  salesPersonColumn: AnyPgColumn = deals.salesPersonId,
): SQL | undefined {
  if (caller.isSuperuser) return undefined;
  return sql`${salesPersonColumn} IN ${teamIdsSql(caller.id)}`;
}

/**
 * THE per-deal access rule, used by every deal-scoped route (details, update, delete, the
 * access check, and the routes of its power bill, contacts, proposals and site sketch):
 * superusers may use every deal; anyone else only deals whose sales person is themselves or
 * below them in the sales-person tree.
 *
 * A deal that does not exist answers 404 and one the caller may not use 403. Deal ids are
 * sequential, so the distinction reveals nothing an id does not already; it lets the browser
 * tell a deleted deal from a forbidden one (both send the user back to the deals list).
 */
export async function requireDealAccess(
  db: Database,
  caller: DealCaller,
  dealId: number,
): Promise<void> {
  const [row] = await db
    .select({ id: deals.id, allowed: dealAllowedSql(caller) })
    .from(deals)
    .where(eq(deals.id, dealId));
  checkDealAccess(row ?? null);
}

/**
 * The access rule as a column of a statement over `deals`, for a route that reads what it needs
 * of the deal in the same statement as the check: pass its answer to `checkDealAccess`.
 */
export function dealAllowedSql(caller: DealCaller): SQL<boolean> {
  return caller.isSuperuser
    ? sql<boolean>`true`
    : sql<boolean>`coalesce(${deals.salesPersonId} IN ${teamIdsSql(caller.id)}, false)`;
}

/** 404 for a deal that was not found (`id` null), 403 for one the caller may not use. */
export function checkDealAccess(row: { id: number | null; allowed: boolean | null } | null): void {
  if (!row || row.id === null) throw new HttpError(404, messages.apiNotFound);
  if (!row.allowed) throw new HttpError(403, messages.noDealPermission);
}
