import {
  clampPanelPosition,
  maxPanelsPerProposal,
  nextPanelPosition,
  roofAreaOf,
  savedPanelAt,
  type InstallationType,
  type PanelSize,
  type ProposalData,
  type ProposalProductionSettings,
  type ProposalProgram,
  type RoofArea,
  type SavedProposal,
} from '@solar/shared';

export type PresenterSection = 'program' | 'hydro';

export interface PresenterState {
  data: ProposalData;
  /** The saved proposal being edited, or null before the first save / after a delete. */
  currentId: number | null;
  selectedArea: RoofArea | null;
  selectedPanelId: number | null;
  /** Only one of Program and Hydro Bill is open at a time; both may be closed. */
  openSection: PresenterSection | null;
}

export type PresenterAction =
  | {
      type: 'setProgram';
      program: ProposalProgram;
      /** The server version chosen (absent on the scratch presenter's seeded programs). */
      programVersionId?: number | undefined;
      /** The terms the program offers; the design's term moves to the default when not one. */
      termOptions?: readonly number[];
      defaultTerm?: number | null;
      /** What the program's proposal design allows; the design's choice moves to the first when not one. */
      panelSizes?: readonly PanelSize[];
      installationTypes?: readonly InstallationType[];
    }
  | { type: 'setTerm'; term: number }
  | { type: 'setPanelSize'; panelSize: PanelSize }
  | { type: 'setInstallationType'; installationType: InstallationType }
  | { type: 'setProductionSettings'; settings: ProposalProductionSettings }
  | { type: 'setUsage'; index: number; value: number }
  | { type: 'toggleSection'; section: PresenterSection }
  | { type: 'toggleArea'; area: RoofArea }
  | { type: 'addPanel' }
  | { type: 'movePanel'; id: number; x: number; y: number }
  | { type: 'removePanel'; id: number }
  | { type: 'selectPanel'; id: number | null }
  | { type: 'load'; proposal: SavedProposal }
  | { type: 'savedAsNew'; id: number }
  | { type: 'reset'; data: ProposalData };

export function initialPresenterState(data: ProposalData): PresenterState {
  return {
    data,
    currentId: null,
    selectedArea: null,
    selectedPanelId: null,
    openSection: 'program',
  };
}

function withData(state: PresenterState, data: Partial<ProposalData>): PresenterState {
  return { ...state, data: { ...state.data, ...data } };
}

/** Every change of the presenter as one pure step, so the rules are tested without a browser. */
export function presenterReducer(state: PresenterState, action: PresenterAction): PresenterState {
  switch (action.type) {
    case 'setProgram': {
      const options = action.termOptions ?? [];
      const keepTerm = options.length === 0 || options.includes(state.data.selectedTerm);
      const allowed = <T>(current: T, offered: readonly T[] | undefined): T =>
        !offered || offered.length === 0 || offered.includes(current) ? current : offered[0]!;
      const data: ProposalData = {
        ...state.data,
        selectedProgram: action.program,
        selectedTerm: keepTerm
          ? state.data.selectedTerm
          : (action.defaultTerm ?? options[0] ?? state.data.selectedTerm),
        selectedPanelSize: allowed(state.data.selectedPanelSize, action.panelSizes),
        selectedInstallationType: allowed(
          state.data.selectedInstallationType,
          action.installationTypes,
        ),
      };
      if (action.programVersionId === undefined) delete data.programVersionId;
      else data.programVersionId = action.programVersionId;
      return { ...state, data };
    }
    case 'setTerm':
      return withData(state, { selectedTerm: action.term });
    case 'setPanelSize':
      return withData(state, { selectedPanelSize: action.panelSize });
    case 'setInstallationType':
      return withData(state, { selectedInstallationType: action.installationType });
    case 'setProductionSettings':
      return withData(state, { productionSettings: action.settings });
    case 'setUsage':
      return withData(state, {
        hydroUsage: state.data.hydroUsage.map((entry, index) =>
          index === action.index ? { ...entry, value: action.value } : entry,
        ),
      });
    case 'toggleSection':
      return {
        ...state,
        openSection: state.openSection === action.section ? null : action.section,
      };
    case 'toggleArea':
      // Selecting the selected area again deselects it.
      return { ...state, selectedArea: state.selectedArea === action.area ? null : action.area };
    case 'addPanel': {
      // The API stores no design beyond this many panels, so the drawing stops there too.
      if (!state.selectedArea || state.data.panels.length >= maxPanelsPerProposal) return state;
      const { x, y } = nextPanelPosition(state.selectedArea, state.data.panels);
      const panel = savedPanelAt(state.data.nextPanelId, x, y);
      return {
        ...withData(state, {
          panels: [...state.data.panels, panel],
          nextPanelId: state.data.nextPanelId + 1,
        }),
        selectedPanelId: panel.id,
      };
    }
    case 'movePanel': {
      const panels = state.data.panels.map((panel) => {
        if (panel.id !== action.id) return panel;
        // A panel stays in its own area: the clamping range follows where it already is.
        const { x, y } = clampPanelPosition(roofAreaOf(panel), action);
        return savedPanelAt(panel.id, x, y);
      });
      return withData(state, { panels });
    }
    case 'removePanel':
      return {
        ...withData(state, { panels: state.data.panels.filter((panel) => panel.id !== action.id) }),
        selectedPanelId: state.selectedPanelId === action.id ? null : state.selectedPanelId,
      };
    case 'selectPanel':
      return { ...state, selectedPanelId: action.id };
    case 'load':
      return {
        ...state,
        data: action.proposal.data,
        currentId: action.proposal.id,
        selectedPanelId: null,
      };
    case 'savedAsNew':
      return { ...state, currentId: action.id };
    case 'reset':
      return { ...initialPresenterState(action.data), openSection: state.openSection };
  }
}
