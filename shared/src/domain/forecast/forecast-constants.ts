import { projectStartStageName } from '../projects/projects-constants';

/** Stages whose deals are decided: they are not in the open pipeline the forecast reads. */
export const forecastClosedStageNames: readonly string[] = [projectStartStageName, 'Closed Lost'];

/** What a stage without its own setting counts as: nothing expected from it. */
export const forecastDefaultStageSetting = { probabilityPercent: 0, typicalDays: 90 } as const;

/** The months ahead the forecast shows (this month included) and the months back it compares. */
export const forecastMonthsAhead = 12;
export const forecastMonthsBack = 12;

/** The longest typical time to installation a stage may have, in days (two years). */
export const forecastMaxTypicalDays = 730;
