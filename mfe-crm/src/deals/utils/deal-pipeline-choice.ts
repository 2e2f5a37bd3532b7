import type { DealListRow } from '@solar/shared';

/** The stage and status ids a user picked for a deal. */
export interface DealPipelineChoice {
  stage: number;
  status: number;
}

/** The deal's current stage and status, as the pickers start. */
export const pipelineChoiceOf = (
  deal: Pick<DealListRow, 'stage' | 'status'>,
): DealPipelineChoice => ({
  stage: deal.stage.id,
  status: deal.status.id,
});

/** Whether the choice differs from the deal's current stage and status (Save would change it). */
export const pipelineChoiceChanged = (
  deal: Pick<DealListRow, 'stage' | 'status'>,
  choice: DealPipelineChoice,
): boolean => deal.stage.id !== choice.stage || deal.status.id !== choice.status;
