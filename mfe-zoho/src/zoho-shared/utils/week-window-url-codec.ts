import {
  defaultDemandWeeks,
  demandHorizonOptions,
  isIsoWeek,
  type ListUrlCodec,
} from '@solar/shared';
import { currentIsoWeek } from './current-iso-week';

/** A window of ISO weeks: the first week and how many weeks from it. */
export interface WeekWindow {
  fromWeek: string;
  weeks: number;
}

/**
 * The weeks window of the planning pages (Demand, Plan Demand, Project Info Map) in the URL, so a
 * shared link shows the same weeks: this week and the default horizon are left out of it.
 */
export const weekWindowUrlCodec: ListUrlCodec<WeekWindow> = {
  parse: (params) => {
    const from = params.get('from') ?? '';
    const weeks = Number(params.get('weeks'));
    return {
      fromWeek: isIsoWeek(from) ? from : currentIsoWeek(),
      weeks: (demandHorizonOptions as readonly number[]).includes(weeks)
        ? weeks
        : defaultDemandWeeks,
    };
  },
  write: ({ fromWeek, weeks }) => {
    const params = new URLSearchParams();
    if (fromWeek !== currentIsoWeek()) params.set('from', fromWeek);
    if (weeks !== defaultDemandWeeks) params.set('weeks', String(weeks));
    return params;
  },
};
