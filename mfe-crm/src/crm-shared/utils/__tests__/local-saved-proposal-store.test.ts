import { defaultProposalData, parseSavedProposals } from '@solar/shared';
import { createLocalSavedProposalStore } from '../local-saved-proposal-store';

describe('createLocalSavedProposalStore', () => {
  beforeEach(() => localStorage.clear());

  it('keeps the spec’s shape under savedProposals', async () => {
    const store = createLocalSavedProposalStore(localStorage, () => 1000);
    const data = defaultProposalData();
    const first = await store.create('Proposal V1', data);
    const second = await store.create('Proposal V2', { ...data, selectedProgram: 'sunline' });
    expect(first).toEqual({ id: 1000, name: 'Proposal V1', selected: false, data });
    // Same millisecond: the second id is still unique.
    expect(second.id).toBe(1001);

    const raw: unknown = JSON.parse(localStorage.getItem('savedProposals') ?? 'null');
    expect(raw).toEqual([
      { id: 1000, name: 'Proposal V1', selected: false, data },
      expect.objectContaining({ id: 1001, name: 'Proposal V2' }),
    ]);
    expect(Object.keys((raw as { data: object }[])[0]!.data).sort()).toEqual([
      'hydroUsage',
      'nextPanelId',
      'panels',
      'selectedInstallationType',
      'selectedPanelSize',
      'selectedProgram',
      'selectedTerm',
    ]);
  });

  it('updates, selects and removes', async () => {
    const store = createLocalSavedProposalStore(localStorage, () => 1000);
    const data = defaultProposalData();
    await store.create('Proposal V1', data);
    await store.create('Proposal V2', data);
    await store.update(1000, { ...data, selectedPanelSize: 440 });
    await store.setSelected(1001, true);
    await store.remove(1000);
    expect(await store.list()).toEqual([{ id: 1001, name: 'Proposal V2', selected: true, data }]);
    expect(parseSavedProposals(localStorage.getItem('savedProposals'))).toHaveLength(1);
    await expect(store.update(1000, data)).rejects.toThrow('No saved proposal 1000');
  });

  it('answers an empty list for missing or broken storage', async () => {
    localStorage.setItem('savedProposals', '{broken');
    expect(await createLocalSavedProposalStore().list()).toEqual([]);
  });
});
