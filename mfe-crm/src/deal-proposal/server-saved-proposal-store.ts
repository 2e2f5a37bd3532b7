import type { ProposalData, ProposalVersion, SavedProposal } from '@solar/shared';
import type { SavedProposalStore } from '../present-proposal/storage/saved-proposal-store';

/** The server calls the store needs (the deal versions endpoints, bound to one deal). */
export interface ProposalVersionCalls {
  list(): Promise<ProposalVersion[]>;
  create(data: ProposalData): Promise<ProposalVersion>;
  update(proposalId: number, data: ProposalData): Promise<ProposalVersion>;
  remove(proposalId: number): Promise<void>;
}

/**
 * A deal's saved versions on the server, in the presenter's store shape. The server names each
 * version after its proposal version ("Proposal V3"), so the presenter's suggested name is not
 * sent. The comparison checkboxes are this screen's own choice and stay in memory: another staff
 * member opening the deal starts with nothing selected.
 */
export function createServerSavedProposalStore(calls: ProposalVersionCalls): SavedProposalStore {
  const selected = new Set<number>();
  const toSaved = (version: ProposalVersion): SavedProposal => ({
    id: version.id,
    name: version.name,
    selected: selected.has(version.id),
    data: version.data as ProposalData,
  });
  return {
    list: async () => (await calls.list()).map(toSaved),
    create: async (_name, data) => toSaved(await calls.create(data)),
    update: async (id, data) => toSaved(await calls.update(id, data)),
    remove: async (id) => {
      await calls.remove(id);
      selected.delete(id);
    },
    setSelected: (id, isSelected) => {
      if (isSelected) selected.add(id);
      else selected.delete(id);
      return Promise.resolve();
    },
  };
}
