import {
  defaultProposalData,
  newSavedProposalId,
  nextProposalName,
  parseSavedProposals,
  proposalInputsOf,
  savedPanelAt,
  type SavedProposal,
} from '../saved-proposal';

const stored: SavedProposal = {
  id: 1_763_000_000_000,
  name: 'Proposal V1',
  selected: true,
  data: {
    selectedProgram: 'sunline',
    selectedTerm: 15,
    selectedPanelSize: 440,
    selectedInstallationType: 'ground',
    hydroUsage: defaultProposalData().hydroUsage,
    panels: [{ id: 1, x: 100, y: 100, efficiency: 800 }],
    nextPanelId: 2,
  },
};

describe('saved proposals', () => {
  it('defaults: purchase, 10 years, 405 W, roof top, no panels, next id 1, the spec’s months', () => {
    const data = defaultProposalData();
    expect(data).toMatchObject({
      selectedProgram: 'purchase',
      selectedTerm: 10,
      selectedPanelSize: 405,
      selectedInstallationType: 'rooftop',
      panels: [],
      nextPanelId: 1,
    });
    expect(data.hydroUsage[0]).toEqual({ month: 'Jan', value: 1205 });
    expect(data.hydroUsage[11]).toEqual({ month: 'Dec', value: 1256 });
    expect(data.hydroUsage.map((entry) => entry.value)).toEqual([
      1205, 1205, 1087, 1087, 922, 922, 1004, 1004, 1065, 1065, 1256, 1256,
    ]);
    expect(defaultProposalData(Array.from({ length: 12 }, (_, i) => i)).hydroUsage[5]).toEqual({
      month: 'Jun',
      value: 5,
    });
  });

  it('names versions one above the highest saved, never reusing a deleted name', () => {
    expect(nextProposalName([])).toBe('Proposal V1');
    expect(nextProposalName([{ name: 'Proposal V1' }, { name: 'Proposal V2' }])).toBe(
      'Proposal V3',
    );
    expect(nextProposalName([{ name: 'Proposal V3' }])).toBe('Proposal V4');
    expect(nextProposalName([{ name: 'Roof plan' }])).toBe('Proposal V1');
  });

  it('gives timestamp ids that stay unique within one millisecond', () => {
    expect(newSavedProposalId([], 5000)).toBe(5000);
    expect(newSavedProposalId([{ id: 5000 }], 5000)).toBe(5001);
  });

  it('reads back what was stored and drops what does not fit the shape', () => {
    const text = JSON.stringify([stored, { id: 'x' }, { ...stored, data: { panels: 3 } }]);
    expect(parseSavedProposals(text)).toEqual([stored]);
    expect(parseSavedProposals('not json')).toEqual([]);
    expect(parseSavedProposals('{"a":1}')).toEqual([]);
    expect(parseSavedProposals(null)).toEqual([]);
    const badTerm = { ...stored, data: { ...stored.data, selectedTerm: 41 } };
    expect(parseSavedProposals(JSON.stringify([badTerm]))).toEqual([]);
  });

  it('turns saved data into calculator inputs', () => {
    expect(proposalInputsOf(stored.data)).toMatchObject({
      program: 'sunline',
      term: 15,
      panelSize: 440,
      installationType: 'ground',
      panels: [{ id: 1, x: 100, y: 100, efficiency: 800 }],
    });
    expect(proposalInputsOf(stored.data).monthlyUsage).toHaveLength(12);
  });

  it('saves a panel with the efficiency of its position', () => {
    expect(savedPanelAt(4, 580, 420)).toEqual({ id: 4, x: 580, y: 420, efficiency: 900 });
  });
});
