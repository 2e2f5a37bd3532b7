import {
  newSavedProposalId,
  parseSavedProposals,
  proposalStorageKeys,
  type SavedProposal,
} from '@solar/shared';
import type { SavedProposalStore } from './saved-proposal-store';

/** `savedProposals` in this browser's local storage. */
export function createLocalSavedProposalStore(
  storage: Storage = window.localStorage,
  now: () => number = Date.now,
): SavedProposalStore {
  const read = () => parseSavedProposals(storage.getItem(proposalStorageKeys.saved));
  const write = (list: SavedProposal[]) =>
    storage.setItem(proposalStorageKeys.saved, JSON.stringify(list));
  const find = (list: SavedProposal[], id: number) => {
    const found = list.find((proposal) => proposal.id === id);
    if (!found) throw new Error(`No saved proposal ${id}`);
    return found;
  };
  return {
    list: () => Promise.resolve(read()),
    create: (name, data) =>
      Promise.resolve().then(() => {
        const list = read();
        const proposal: SavedProposal = {
          id: newSavedProposalId(list, now()),
          name,
          selected: false,
          data,
        };
        write([...list, proposal]);
        return proposal;
      }),
    update: (id, data) =>
      Promise.resolve().then(() => {
        const list = read();
        const updated = { ...find(list, id), data };
        write(list.map((proposal) => (proposal.id === id ? updated : proposal)));
        return updated;
      }),
    remove: (id) =>
      Promise.resolve().then(() => {
        write(read().filter((proposal) => proposal.id !== id));
      }),
    setSelected: (id, selected) =>
      Promise.resolve().then(() => {
        const list = read();
        find(list, id);
        write(list.map((proposal) => (proposal.id === id ? { ...proposal, selected } : proposal)));
      }),
  };
}
