import { messages, notify, serverErrorTextOf, useVersionConflict } from '@solar/shared';
import { useCrmUpdateDealMutation } from '../../crm-shared/api/deals-endpoints';
import type { DealPipelineChoice } from '../utils/deal-pipeline-choice';

/**
 * Saves a deal's stage and status from the version the user saw. Someone else's save in between
 * opens the shared conflict dialog, whose Reload runs `reload`; any other refusal (no access to the
 * deal any more, a stage that was removed) is a toast with the server's reason. Resolves to
 * what happened, so a dialog can close on a conflict and let the conflict dialog speak.
 */
export function useSaveDealPipeline(reload: () => unknown) {
  const [updateDeal, update] = useCrmUpdateDealMutation();
  const conflict = useVersionConflict(reload);

  const save = async (
    deal: { id: number; version: number },
    choice: DealPipelineChoice,
  ): Promise<'saved' | 'conflict' | 'failed'> => {
    const result = await updateDeal({
      id: deal.id,
      payload: { stage: choice.stage, status: choice.status, version: deal.version },
    });
    if ('error' in result) {
      if (conflict.caught(result.error)) return 'conflict';
      notify.error(messages.failedToSaveDealPipeline, {
        description: serverErrorTextOf(result.error),
      });
      return 'failed';
    }
    notify.success(messages.dealPipelineSaved);
    return 'saved';
  };

  return { save, saving: update.isLoading, conflictDialog: conflict.dialog };
}
