import { defaultProposalData, type ProposalVersion } from '@solar/shared';
import { createServerSavedProposalStore } from '../server-saved-proposal-store';

const data = defaultProposalData();
const version = (id: number, n: number): ProposalVersion => ({
  id,
  name: `Proposal V${n}`,
  proposal_version: n,
  data,
  version: 1,
});

describe('createServerSavedProposalStore', () => {
  it('maps server versions, keeps the selection in memory and forgets a deleted one', async () => {
    const versions = [version(4, 1), { ...version(7, 2), version: 5 }];
    const calls = {
      list: jest.fn((_fresh: boolean) => Promise.resolve(versions)),
      create: jest.fn(() => Promise.resolve(version(9, 3))),
      update: jest.fn((id: number) => Promise.resolve({ ...version(id, 1), version: 2 })),
      remove: jest.fn(() => Promise.resolve()),
    };
    const store = createServerSavedProposalStore(calls);
    expect(await store.list()).toEqual([
      { id: 4, name: 'Proposal V1', selected: false, data, pricing: null },
      { id: 7, name: 'Proposal V2', selected: false, data, pricing: null },
    ]);
    // A plain listing may reuse the page's answer; after a conflict it asks the server again.
    expect(calls.list).toHaveBeenLastCalledWith(false);
    await store.list({ fresh: true });
    expect(calls.list).toHaveBeenLastCalledWith(true);
    await store.setSelected(7, true);
    expect((await store.list()).map((item) => item.selected)).toEqual([false, true]);
    // The server names versions; the presenter's suggestion is not what is stored.
    expect(await store.create('Proposal V8', data)).toMatchObject({ id: 9, name: 'Proposal V3' });
    expect(calls.create).toHaveBeenCalledWith(data);
    // Each save or delete sends the version last loaded or saved.
    await store.update(4, data);
    expect(calls.update).toHaveBeenCalledWith(4, data, 1);
    await store.update(4, data);
    expect(calls.update).toHaveBeenLastCalledWith(4, data, 2);
    await store.remove(7);
    expect(calls.remove).toHaveBeenCalledWith(7, 5);
    expect((await store.list()).find((item) => item.id === 7)?.selected).toBe(false);
  });

  it('passes a failing call on, so the presenter can show it', async () => {
    const store = createServerSavedProposalStore({
      list: () => Promise.reject(new Error('offline')),
      create: () => Promise.reject(new Error('offline')),
      update: () => Promise.reject(new Error('offline')),
      remove: () => Promise.reject(new Error('offline')),
    });
    await expect(store.list()).rejects.toThrow('offline');
    await expect(store.create('x', data)).rejects.toThrow('offline');
  });
});
