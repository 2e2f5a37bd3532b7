import type { StageStep } from './portal-schemas';

/**
 * The path a customer's project takes, as the customer sees it. The stage list's own order is a
 * staff pick list ('Proposal Requested' was added last, after both closing stages), so following
 * it would show a project waiting for its proposal as already closed, won and lost.
 */
export const customerJourneyStageNames = [
  'Initial Contact',
  'Qualification',
  'Proposal Requested',
  'Proposal',
  'Negotiation',
  'Closed Won',
] as const;

/** Ends the path instead of 'Closed Won', and is shown only when the project is there. */
const lostStageName = 'Closed Lost';

interface NamedStage {
  id: number;
  name: string;
}

function stepsOf(path: readonly NamedStage[], currentId: number): StageStep[] {
  const at = path.findIndex((stage) => stage.id === currentId);
  return path.map((stage, index) => ({
    id: stage.id,
    name: stage.name,
    state: index === at ? 'current' : at === -1 || index > at ? 'upcoming' : 'done',
  }));
}

/**
 * A project's stages as done, current or upcoming. A stage the journey does not name (one staff
 * added later) falls back to the stage list's order, so no project is ever shown without its stage.
 */
export function customerStageTimelineOf(
  stages: readonly NamedStage[],
  currentId: number,
): StageStep[] {
  const byName = new Map(stages.map((stage) => [stage.name, stage]));
  const journey = customerJourneyStageNames.flatMap((name) => byName.get(name) ?? []);
  const lost = byName.get(lostStageName);
  if (lost?.id === currentId) {
    // Lost after whatever came before; the steps up to the close are shown as passed.
    const path = [...journey.filter((stage) => stage.name !== 'Closed Won'), lost];
    return stepsOf(path, currentId);
  }
  if (journey.some((stage) => stage.id === currentId)) return stepsOf(journey, currentId);
  return stepsOf(stages, currentId);
}
