import type { StageStep } from './portal-schemas';

/** The two ways a project ends; a customer sees only the one that applies. */
const wonStageName = 'Closed Won';
const lostStageName = 'Closed Lost';

interface NamedStage {
  id: number;
  name: string;
}

/**
 * A project's stages as done, current or upcoming, in the stage list's own order (the order the
 * dashboard shows too), so staff and customers read one path. A lost project's path ends at
 * 'Closed Lost' instead of 'Closed Won'; any other project never shows the lost ending.
 */
export function customerStageTimelineOf(
  stages: readonly NamedStage[],
  currentId: number,
): StageStep[] {
  const lost = stages.find((stage) => stage.name === lostStageName);
  const skipped = lost?.id === currentId ? wonStageName : lostStageName;
  const path = stages.filter((stage) => stage.name !== skipped);
  const at = path.findIndex((stage) => stage.id === currentId);
  return path.map((stage, index) => ({
    id: stage.id,
    name: stage.name,
    state: index === at ? 'current' : at === -1 || index > at ? 'upcoming' : 'done',
  }));
}
