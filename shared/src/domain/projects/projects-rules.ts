import { projectMilestoneKeys, type ProjectMilestoneKey } from './projects-constants';

interface MilestoneDates {
  key: ProjectMilestoneKey;
  planned_date: string | null;
  actual_date: string | null;
}

/** A milestone is late when its planned day has passed (before `today`) and it is not done. */
export function isMilestoneLate(milestone: Omit<MilestoneDates, 'key'>, today: string): boolean {
  return (
    milestone.actual_date === null &&
    milestone.planned_date !== null &&
    milestone.planned_date < today
  );
}

/** The first milestone in order without an actual date; null when every one is done. */
export function currentMilestoneOf(
  milestones: readonly MilestoneDates[],
): ProjectMilestoneKey | null {
  const ordered = [...milestones].sort(
    (a, b) => projectMilestoneKeys.indexOf(a.key) - projectMilestoneKeys.indexOf(b.key),
  );
  return ordered.find((milestone) => milestone.actual_date === null)?.key ?? null;
}

/**
 * Whether completing `key` skips an earlier milestone that is not done: the order may be left
 * only with a reason.
 */
export function completesOutOfOrder(
  milestones: readonly MilestoneDates[],
  key: ProjectMilestoneKey,
): boolean {
  const position = projectMilestoneKeys.indexOf(key);
  return milestones.some(
    (milestone) =>
      projectMilestoneKeys.indexOf(milestone.key) < position && milestone.actual_date === null,
  );
}
