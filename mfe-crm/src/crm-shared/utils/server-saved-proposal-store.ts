import type { ProposalData, ProposalVersion, SavedProposal } from '@solar/shared';
import type { SavedProposalStore } from './saved-proposal-store';

/** The server calls the store needs (the deal versions endpoints, bound to one deal). */
interface ProposalVersionCalls {
  /** `fresh`: ask the server again instead of reusing the page's answer. */
  list(fresh: boolean): Promise<ProposalVersion[]>;
  create(data: ProposalData): Promise<ProposalVersion>;
  /** `version`: the proposal's edit version as this screen last loaded it. */
  update(proposalId: number, data: ProposalData, version: number): Promise<ProposalVersion>;
  remove(proposalId: number, version: number): Promise<void>;
}

/**
 * A deal's saved versions on the server, in the presenter's store shape. The server names each
 * version after its proposal version ("Proposal V3"), so the presenter's suggested name is not
 * sent. The comparison checkboxes are this screen's own choice and stay in memory: another staff
 * member opening the deal starts with nothing selected. Each save or delete sends the version this
 * screen last loaded or saved; a version someone else saved since is refused (409), and listing
 * again (the presenter's reload) picks up theirs.
 */
export function createServerSavedProposalStore(calls: ProposalVersionCalls): SavedProposalStore {
  const selected = new Set<number>();
  const loadedVersions = new Map<number, number>();
  const toSaved = (version: ProposalVersion): SavedProposal => {
    loadedVersions.set(version.id, version.version);
    return savedOf(version);
  };
  const savedOf = (version: ProposalVersion): SavedProposal => ({
    id: version.id,
    name: version.name,
    selected: selected.has(version.id),
    data: version.data as ProposalData,
    pricing: version.pricing ?? null,
  });
  return {
    list: async (options) => (await calls.list(options?.fresh ?? false)).map(toSaved),
    create: async (_name, data) => toSaved(await calls.create(data)),
    update: async (id, data) => toSaved(await calls.update(id, data, loadedVersions.get(id) ?? 1)),
    remove: async (id) => {
      await calls.remove(id, loadedVersions.get(id) ?? 1);
      selected.delete(id);
      loadedVersions.delete(id);
    },
    setSelected: (id, isSelected) => {
      if (isSelected) selected.add(id);
      else selected.delete(id);
      return Promise.resolve();
    },
  };
}
