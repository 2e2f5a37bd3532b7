import { forecastClosedStageNames, forecastDefaultStageSetting } from '@solar/shared/domain';
import type { Database } from '../../db/database';
import { dealStages } from '../../db/schema';
import { forecastStageSettings } from './forecast-tables';

/**
 * What a new installation starts with per seeded stage: the chance its deals install and the days
 * from entering the stage to installation (proposal, permit and crew time). Operations adjust them
 * to their own history on the Forecast page.
 */
const defaultsByStageName: Readonly<
  Record<string, { probabilityPercent: number; typicalDays: number }>
> = {
  'Initial Contact': { probabilityPercent: 10, typicalDays: 150 },
  Qualification: { probabilityPercent: 20, typicalDays: 120 },
  'Proposal Requested': { probabilityPercent: 35, typicalDays: 100 },
  Proposal: { probabilityPercent: 50, typicalDays: 80 },
  Negotiation: { probabilityPercent: 70, typicalDays: 60 },
};

/**
 * Gives every open stage without a forecast setting its row: the default of its name, or 0 % (a
 * stage added later expects nothing until someone says otherwise). Inserts missing rows only.
 */
export async function seedForecastStages(db: Database): Promise<number> {
  const stages = await db.select({ id: dealStages.id, name: dealStages.name }).from(dealStages);
  const rows = stages
    .filter((stage) => !forecastClosedStageNames.includes(stage.name))
    .map((stage) => ({
      stageId: stage.id,
      ...(defaultsByStageName[stage.name] ?? forecastDefaultStageSetting),
    }));
  if (rows.length === 0) return 0;
  const inserted = await db
    .insert(forecastStageSettings)
    .values(rows)
    .onConflictDoNothing()
    .returning({ stageId: forecastStageSettings.stageId });
  return inserted.length;
}
