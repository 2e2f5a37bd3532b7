import type { ProposalData, SavedProposal } from '@solar/shared';

/**
 * Where the presenter keeps its saved versions. Local storage is the default; a deal-bound
 * presenter can pass a server-backed store with the same operations. Every call may fail (quota,
 * network): the presenter shows the failure and keeps what it had.
 */
export interface SavedProposalStore {
  /**
   * The saved versions. A server store may answer from what the page already loaded; `fresh`
   * asks the server again (after a version conflict, when someone else changed them).
   */
  list(options?: { fresh: boolean }): Promise<SavedProposal[]>;
  /** Saves a new version named `name`; answers it with its id. */
  create(name: string, data: ProposalData): Promise<SavedProposal>;
  update(id: number, data: ProposalData): Promise<SavedProposal>;
  remove(id: number): Promise<void>;
  /** The comparison checkbox. */
  setSelected(id: number, selected: boolean): Promise<void>;
}
