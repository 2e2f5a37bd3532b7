import { and, sql } from 'drizzle-orm';
import type { SalesPersonNode } from '@solar/shared/domain';
import type { Database } from '../../db/database';
import { users } from '../../db/schema';
import { type DealCaller, teamIdsSql } from '../deals';

/** A user row as the tree needs it. */
interface TreeUser {
  id: number;
  username: string;
  email: string;
  firstName: string;
  lastName: string;
  managerId: number | null;
  /** Active staff: only they appear (and may be assigned deals). */
  assignable: boolean;
}

/**
 * Builds the sales-person forest from `users.manager_id`. People who may not be assigned
 * (inactive or not staff) are left out and their reports move up to the nearest shown manager,
 * so the tree lists exactly the assignable people. Roots: `rootId`'s node when given (or its
 * shown reports, if that person is not assignable), else everyone without a shown manager.
 * Children are ordered by username.
 */
function buildSalesPersonForest(rows: readonly TreeUser[], rootId?: number): SalesPersonNode[] {
  const byId = new Map(rows.map((row) => [row.id, row]));
  const reportsOf = new Map<number | null, TreeUser[]>();
  for (const row of rows) {
    // A manager outside `rows` (or a cycle back to the root) makes the row a top-level one.
    const managerId = row.managerId !== null && byId.has(row.managerId) ? row.managerId : null;
    const list = reportsOf.get(managerId) ?? [];
    list.push(row);
    reportsOf.set(managerId, list);
  }
  const seen = new Set<number>();
  const nodesUnder = (managerId: number | null): SalesPersonNode[] => {
    const nodes: SalesPersonNode[] = [];
    const reports = [...(reportsOf.get(managerId) ?? [])].sort((a, b) =>
      a.username.localeCompare(b.username),
    );
    for (const row of reports) {
      if (seen.has(row.id)) continue;
      seen.add(row.id);
      const children = nodesUnder(row.id);
      if (row.assignable) {
        nodes.push({
          id: row.id,
          username: row.username,
          email: row.email,
          first_name: row.firstName,
          last_name: row.lastName,
          children,
        });
      } else {
        nodes.push(...children);
      }
    }
    return nodes;
  };
  if (rootId === undefined) return nodesUnder(null);
  const root = byId.get(rootId);
  if (!root) return [];
  seen.add(root.id);
  const children = nodesUnder(root.id);
  if (!root.assignable) return children;
  return [
    {
      id: root.id,
      username: root.username,
      email: root.email,
      first_name: root.firstName,
      last_name: root.lastName,
      children,
    },
  ];
}

/** The caller's sales-person tree: their own subtree, or every assignable person for superusers. */
export async function salesPersonTreeOf(
  db: Database,
  caller: DealCaller,
): Promise<SalesPersonNode[]> {
  const rows = await db
    .select({
      id: users.id,
      username: users.username,
      email: users.email,
      firstName: users.firstName,
      lastName: users.lastName,
      managerId: users.managerId,
      assignable: sql<boolean>`${users.isActive} AND ${users.isStaff}`,
    })
    .from(users)
    .where(and(caller.isSuperuser ? undefined : sql`${users.id} IN ${teamIdsSql(caller.id)}`));
  return buildSalesPersonForest(rows, caller.isSuperuser ? undefined : caller.id);
}
