import { eq, sql } from 'drizzle-orm';
import { type SiteSketch, type SiteSketchInput } from '@solar/shared/domain';
import type { Database } from '../../db/database';
import { inTransaction } from '../../db/in-transaction';
import { recordTimelineEvent } from '../timeline';
import { versionConflict } from '../../http/version-conflict';
import { deals } from '../deals/deals-tables';
import { type DealCaller, requireDealAccess } from '../deals';
import { siteSketches } from './site-sketches-tables';

/** `GET /api/crm/site-sketch/{dealId}/`: the saved sketch, or an empty one at version 0. */
export async function readSiteSketch(
  db: Database,
  caller: DealCaller,
  dealId: number,
): Promise<SiteSketch> {
  await requireDealAccess(db, caller, dealId);
  const [row] = await db.select().from(siteSketches).where(eq(siteSketches.dealId, dealId));
  if (!row) {
    return {
      deal: dealId,
      polygons: [],
      obstructions: [],
      markers: [],
      version: 0,
      updated_at: null,
    };
  }
  return {
    deal: dealId,
    ...row.shapes,
    version: row.version,
    updated_at: row.updatedAt.toISOString(),
  };
}

/**
 * `PUT /api/crm/site-sketch/{dealId}/`: replaces the whole sketch when `version` is the stored
 * one (0 when none is stored); otherwise 409, so a stale page never overwrites a newer drawing.
 */
export async function saveSiteSketch(
  db: Database,
  caller: DealCaller,
  dealId: number,
  input: SiteSketchInput,
): Promise<SiteSketch> {
  const { version, polygons, obstructions, markers } = input;
  await inTransaction(db, async (tx) => {
    await requireDealAccess(tx, caller, dealId);
    // The deal's row lock serialises two first saves (both at version 0).
    await tx.select({ id: deals.id }).from(deals).where(eq(deals.id, dealId)).for('update');
    const [current] = await tx
      .select({ version: siteSketches.version })
      .from(siteSketches)
      .where(eq(siteSketches.dealId, dealId));
    if ((current?.version ?? 0) !== version) {
      throw versionConflict();
    }
    const shapes = { polygons, obstructions, markers };
    if (current) {
      await tx
        .update(siteSketches)
        .set({ shapes, version: version + 1, updatedBy: caller.id, updatedAt: new Date() })
        .where(eq(siteSketches.dealId, dealId));
    } else {
      await tx.insert(siteSketches).values({ dealId, shapes, version: 1, updatedBy: caller.id });
    }
    await recordTimelineEvent(tx, {
      dealId,
      kind: 'site_sketch.saved',
      details: { version: version + 1 },
      actorUserId: caller.id,
    });
  });
  return readSiteSketch(db, caller, dealId);
}

/** `has_site_sketch` of the deals list row, as a column expression on `deals`. */
export const dealHasSiteSketchSql = sql<boolean>`exists (select 1 from ${siteSketches} where ${siteSketches.dealId} = ${deals.id})`;
