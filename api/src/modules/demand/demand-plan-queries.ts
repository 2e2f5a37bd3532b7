import { and, asc, eq, gte, lt, sql } from 'drizzle-orm';
import {
  addIsoWeeks,
  messages,
  type InstallationType,
  type PlannedInstallation,
  type PlannedInstallationInput,
} from '@solar/shared/domain';
import { provinces } from '../../db/schema';
import type { Database } from '../../db/database';
import { inTransaction } from '../../db/in-transaction';
import { HttpError } from '../../http/http-error';
import { versionConflict } from '../../http/version-conflict';
import { pgErrorOf } from './demand-db-errors';
import { plannedInstallations } from './demand-tables';

const columns = {
  id: plannedInstallations.id,
  week: plannedInstallations.week,
  count: plannedInstallations.count,
  installationType: plannedInstallations.installationType,
  panelSizeW: plannedInstallations.panelSizeW,
  panelsEach: plannedInstallations.panelsEach,
  provinceId: plannedInstallations.provinceId,
  provinceName: provinces.name,
  program: plannedInstallations.program,
  version: plannedInstallations.version,
};
type Row = {
  id: number;
  week: string;
  count: number;
  installationType: string;
  panelSizeW: number;
  panelsEach: number;
  provinceId: number | null;
  provinceName: string | null;
  program: string | null;
  version: number;
};

function toPlanned(row: Row): PlannedInstallation {
  return {
    id: row.id,
    week: row.week,
    count: row.count,
    installation_type: row.installationType as InstallationType,
    panel_size_w: row.panelSizeW,
    panels_each: row.panelsEach,
    province_id: row.provinceId,
    province_name: row.provinceName,
    program: row.program,
    version: row.version,
  };
}

export const valuesOfPlanned = (input: PlannedInstallationInput) => ({
  week: input.week,
  count: input.count,
  installationType: input.installation_type,
  panelSizeW: input.panel_size_w,
  panelsEach: input.panels_each,
  provinceId: input.province_id,
  program: input.program,
});

/** Unknown provinces are the caller's mistake, not a server error. */
async function savingPlanned<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (pgErrorOf(error).code === '23503')
      throw new HttpError(400, messages.bomLinkUnknownProvince);
    throw error;
  }
}

/** The planned installations of `weeks` weeks from `fromWeek`, by week. */
export async function listPlanned(
  db: Database,
  fromWeek: string,
  weeks: number,
): Promise<PlannedInstallation[]> {
  const rows = await db
    .select(columns)
    .from(plannedInstallations)
    .leftJoin(provinces, eq(provinces.id, plannedInstallations.provinceId))
    .where(
      and(
        gte(plannedInstallations.week, fromWeek),
        lt(plannedInstallations.week, addIsoWeeks(fromWeek, weeks)),
      ),
    )
    .orderBy(asc(plannedInstallations.week), asc(plannedInstallations.id));
  return rows.map(toPlanned);
}

async function plannedById(db: Database, id: number): Promise<PlannedInstallation> {
  const [row] = await db
    .select(columns)
    .from(plannedInstallations)
    .leftJoin(provinces, eq(provinces.id, plannedInstallations.provinceId))
    .where(eq(plannedInstallations.id, id));
  if (!row) throw new HttpError(404, messages.plannedInstallationNotFound);
  return toPlanned(row);
}

export async function createPlanned(
  db: Database,
  input: PlannedInstallationInput,
): Promise<PlannedInstallation> {
  return savingPlanned(async () => {
    const [row] = await db
      .insert(plannedInstallations)
      .values(valuesOfPlanned(input))
      .returning({ id: plannedInstallations.id });
    return plannedById(db, row!.id);
  });
}

export async function updatePlanned(
  db: Database,
  id: number,
  input: PlannedInstallationInput & { version: number },
): Promise<PlannedInstallation> {
  return savingPlanned(() =>
    inTransaction(db, async (tx) => {
      const updated = await tx
        .update(plannedInstallations)
        .set({ ...valuesOfPlanned(input), version: sql`${plannedInstallations.version} + 1` })
        .where(
          and(eq(plannedInstallations.id, id), eq(plannedInstallations.version, input.version)),
        )
        .returning({ id: plannedInstallations.id });
      if (updated.length === 0) {
        await plannedById(tx, id);
        throw versionConflict();
      }
      return plannedById(tx, id);
    }),
  );
}

export async function deletePlanned(db: Database, id: number, version: number): Promise<void> {
  const deleted = await db
    .delete(plannedInstallations)
    .where(and(eq(plannedInstallations.id, id), eq(plannedInstallations.version, version)))
    .returning({ id: plannedInstallations.id });
  if (deleted.length > 0) return;
  await plannedById(db, id);
  throw versionConflict();
}

/** Copies every planned installation of one week into another, in one statement. */
export async function copyPlannedWeek(
  db: Database,
  fromWeek: string,
  toWeek: string,
): Promise<{ count: number }> {
  if (fromWeek === toWeek) throw new HttpError(400, messages.plannedWeekCopySame);
  const copied = await db.execute(sql`
    insert into planned_installations
      (week, count, installation_type, panel_size_w, panels_each, province_id, program)
    select ${toWeek}, count, installation_type, panel_size_w, panels_each, province_id, program
    from planned_installations where week = ${fromWeek}
    order by id
    returning id`);
  const count = (copied as { rows: unknown[] }).rows.length;
  if (count === 0) throw new HttpError(400, messages.plannedWeekCopyNothing);
  return { count };
}
