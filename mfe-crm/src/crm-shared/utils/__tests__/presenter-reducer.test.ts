import { defaultProposalData, maxPanelsPerProposal, type SavedProposal } from '@solar/shared';
import {
  initialPresenterState,
  presenterReducer,
  type PresenterAction,
  type PresenterState,
} from '../presenter-reducer';

function run(...actions: PresenterAction[]): PresenterState {
  return actions.reduce(presenterReducer, initialPresenterState(defaultProposalData()));
}

describe('presenterReducer', () => {
  it('adds no panel beyond the most a saved design may hold', () => {
    const adds = Array.from({ length: maxPanelsPerProposal + 2 }, (): PresenterAction => ({
      type: 'addPanel',
    }));
    const state = run({ type: 'toggleArea', area: 'red' }, ...adds);
    expect(state.data.panels).toHaveLength(maxPanelsPerProposal);
  });

  it('starts with the Program section open, no area, no panel and no current proposal', () => {
    expect(run()).toMatchObject({
      openSection: 'program',
      selectedArea: null,
      selectedPanelId: null,
      currentId: null,
    });
  });

  it('keeps only one of Program and Hydro Bill open, and closes an open one on a second click', () => {
    expect(run({ type: 'toggleSection', section: 'hydro' }).openSection).toBe('hydro');
    expect(run({ type: 'toggleSection', section: 'program' }).openSection).toBeNull();
    expect(
      run(
        { type: 'toggleSection', section: 'hydro' },
        { type: 'toggleSection', section: 'program' },
      ).openSection,
    ).toBe('program');
  });

  it('selects an area, deselects it on a second click and switches to the other', () => {
    expect(run({ type: 'toggleArea', area: 'red' }).selectedArea).toBe('red');
    expect(
      run({ type: 'toggleArea', area: 'red' }, { type: 'toggleArea', area: 'red' }).selectedArea,
    ).toBeNull();
    expect(
      run({ type: 'toggleArea', area: 'red' }, { type: 'toggleArea', area: 'yellow' }).selectedArea,
    ).toBe('yellow');
  });

  it('adds no panel while no area is selected', () => {
    expect(run({ type: 'addPanel' }).data.panels).toEqual([]);
  });

  it('adds panels at the placement points with ids from nextPanelId and their efficiency', () => {
    const state = run(
      { type: 'toggleArea', area: 'red' },
      { type: 'addPanel' },
      { type: 'addPanel' },
      { type: 'toggleArea', area: 'yellow' },
      { type: 'addPanel' },
    );
    expect(state.data.panels).toEqual([
      { id: 1, x: 100, y: 100, efficiency: 800 },
      { id: 2, x: 150, y: 100, efficiency: 800 },
      { id: 3, x: 100, y: 350, efficiency: 1100 },
    ]);
    expect(state.data.nextPanelId).toBe(4);
    expect(state.selectedPanelId).toBe(3);
  });

  it('moves a panel within its own area and recomputes its efficiency', () => {
    const added = run({ type: 'toggleArea', area: 'yellow' }, { type: 'addPanel' });
    // Into the shadow circle: centre (600, 450) → 900.
    const shaded = presenterReducer(added, { type: 'movePanel', id: 1, x: 580, y: 420 });
    expect(shaded.data.panels[0]).toEqual({ id: 1, x: 580, y: 420, efficiency: 900 });
    // A yellow panel dragged up stops at y 300 and never becomes red.
    const clamped = presenterReducer(added, { type: 'movePanel', id: 1, x: 900, y: 10 });
    expect(clamped.data.panels[0]).toEqual({ id: 1, x: 710, y: 300, efficiency: 1100 });
  });

  it('removes a panel and forgets it as selected; ids are not reused', () => {
    const state = run(
      { type: 'toggleArea', area: 'red' },
      { type: 'addPanel' },
      { type: 'addPanel' },
      { type: 'removePanel', id: 2 },
    );
    expect(state.data.panels.map((panel) => panel.id)).toEqual([1]);
    expect(state.selectedPanelId).toBeNull();
    expect(presenterReducer(state, { type: 'addPanel' }).data.panels[1]).toMatchObject({ id: 3 });
  });

  it('loads a saved proposal as current and resets to the given defaults', () => {
    const proposal: SavedProposal = {
      id: 42,
      name: 'Proposal V1',
      selected: false,
      data: { ...defaultProposalData(), selectedProgram: 'cghl', selectedPanelSize: 440 },
    };
    const loaded = run({ type: 'load', proposal });
    expect(loaded.currentId).toBe(42);
    expect(loaded.data.selectedProgram).toBe('cghl');
    const reset = presenterReducer(loaded, { type: 'reset', data: defaultProposalData() });
    expect(reset.currentId).toBeNull();
    expect(reset.data).toEqual(defaultProposalData());
  });

  it("moves the panel size, installation type and term to what a chosen program's design offers", () => {
    const state = run(
      { type: 'setPanelSize', panelSize: 405 },
      { type: 'setInstallationType', installationType: 'rooftop' },
      { type: 'setTerm', term: 12 },
      {
        type: 'setProgram',
        program: 'sunline',
        programVersionId: 7,
        termOptions: [10, 15],
        defaultTerm: 15,
        panelSizes: [440],
        installationTypes: ['ground'],
      },
    );
    expect(state.data).toMatchObject({
      programVersionId: 7,
      selectedPanelSize: 440,
      selectedInstallationType: 'ground',
      selectedTerm: 15,
    });
    // What the program offers stays chosen.
    const kept = run(
      { type: 'setPanelSize', panelSize: 440 },
      { type: 'setProgram', program: 'purchase', panelSizes: [405, 440], termOptions: [] },
    );
    expect(kept.data.selectedPanelSize).toBe(440);
  });

  it('changes the settings and one month of usage', () => {
    const state = run(
      { type: 'setProgram', program: 'sunline' },
      { type: 'setTerm', term: 15 },
      { type: 'setPanelSize', panelSize: 440 },
      { type: 'setInstallationType', installationType: 'ground' },
      { type: 'setUsage', index: 1, value: 999 },
    );
    expect(state.data).toMatchObject({
      selectedProgram: 'sunline',
      selectedTerm: 15,
      selectedPanelSize: 440,
      selectedInstallationType: 'ground',
    });
    expect(state.data.hydroUsage.slice(0, 3)).toEqual([
      { month: 'Jan', value: 1205 },
      { month: 'Feb', value: 999 },
      { month: 'Mar', value: 1087 },
    ]);
  });
});
