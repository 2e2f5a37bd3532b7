import {
  dealProgramVersionUpdateSchema,
  messages,
  notify,
  serverReasonOf,
  useVersionConflict,
  type DealProgramVersionRecord,
  type ProgramTerms,
} from '@solar/shared';
import { useState } from 'react';

type VersionUpdateMutation = readonly [
  (arg: {
    id: number;
    body: { effective_from: string; terms: ProgramTerms; version: number };
  }) => PromiseLike<
    { data: DealProgramVersionRecord } | { error: Parameters<typeof serverReasonOf>[0] }
  >,
  { isLoading: boolean },
];

/**
 * Saving a draft of a program version. Each save names the version the draft started from (and
 * then the one it saved), so a change saved meanwhile elsewhere meets the version conflict and
 * the user chooses between Reload (`onReload`) and Keep editing; render `conflictDialog`.
 * `save` answers whether the version was saved.
 */
export function useProgramVersionSave(
  record: DealProgramVersionRecord,
  onReload: () => Promise<void>,
  /** The deal programs' version update mutation, as `useCrmUpdateDealProgramVersionMutation()`. */
  [update, updating]: VersionUpdateMutation,
) {
  const [baseVersion, setBaseVersion] = useState(record.version);
  const conflict = useVersionConflict(onReload);

  const save = async (effectiveFrom: string, terms: ProgramTerms): Promise<boolean> => {
    const parsed = dealProgramVersionUpdateSchema.safeParse({
      effective_from: effectiveFrom,
      terms,
      version: baseVersion,
    });
    if (!parsed.success) {
      notify.error(messages.failedToSaveDealProgram + (parsed.error.issues[0]?.message ?? ''));
      return false;
    }
    const result = await update({ id: record.id, body: parsed.data });
    if ('error' in result) {
      if (conflict.caught(result.error)) return false;
      notify.error(messages.failedToSaveDealProgram + serverReasonOf(result.error));
      return false;
    }
    setBaseVersion(result.data.version);
    notify.success(messages.dealProgramVersionSaved);
    return true;
  };

  return { save, saving: updating.isLoading, conflictDialog: conflict.dialog };
}
