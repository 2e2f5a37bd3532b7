/**
 * The presenter's and calculator's fixed rules. Prices, taxes, rebates and payment plans are not
 * here: they come from a deal program version (`../deal-programs`).
 */

/** Efficiency in kWh per kW per year by where the panel sits. */
export const panelEfficiencies = {
  redArea: 800,
  shadowCircle: 900,
  open: 1100,
} as const;

/** The roof drawing's geometry in drawing units (the SVG viewBox). */
export const roofDrawing = {
  width: 800,
  height: 600,
  panelWidth: 40,
  panelHeight: 60,
  /** A panel whose position y is below this sits in the red area. */
  redAreaBottomY: 300,
  /** The shadow circle: a panel is shaded when its centre (position + 20, 30) is within it. */
  shadowCircle: { cx: 600, cy: 450, r: 100 },
  /** The drawn areas (the panels' clamping ranges plus a margin, panel bodies included). */
  areas: {
    red: { x: 40, y: 40, width: 720, height: 260 },
    yellow: { x: 40, y: 300, width: 720, height: 260 },
  },
} as const;

/**
 * Most panels one saved design may hold: far above any roof the drawing can show (about a hundred
 * fit without overlapping), low enough that a design stays a small row to store and send.
 */
export const maxPanelsPerProposal = 500;

/** Where new panels go and where a dragged panel may go. */
export const panelPlacement = {
  start: { red: { x: 100, y: 100 }, yellow: { x: 100, y: 350 } },
  stepX: 50,
  /** When the next x would exceed this, the row wraps to `wrapX`, `rowStep` units lower. */
  maxX: 650,
  wrapX: 100,
  rowStep: 70,
  clampX: { min: 50, max: 710 },
  clampY: { red: { min: 50, max: 240 }, yellow: { min: 300, max: 490 } },
} as const;

export const proposalPrograms = ['purchase', 'sunline', 'cghl'] as const;
export type ProposalProgram = (typeof proposalPrograms)[number];
export const proposalProgramLabels: Record<ProposalProgram, string> = {
  purchase: 'Purchase',
  sunline: 'Sunline',
  cghl: 'CGHL',
};

/** Longest term in years a payment plan may offer. */
export const maxPlanTermYears = 40;

export const panelSizes = [405, 440] as const;
export type PanelSize = (typeof panelSizes)[number];

export const installationTypes = ['rooftop', 'ground'] as const;
export type InstallationType = (typeof installationTypes)[number];
export const installationTypeLabels: Record<InstallationType, string> = {
  rooftop: 'Roof Top',
  ground: 'Ground Mount',
};

export type RoofArea = 'red' | 'yellow';

export const usageMonths = [
  'Jan',
  'Feb',
  'Mar',
  'Apr',
  'May',
  'Jun',
  'Jul',
  'Aug',
  'Sep',
  'Oct',
  'Nov',
  'Dec',
] as const;
export type UsageMonth = (typeof usageMonths)[number];

/** Default monthly usage in kWh, January to December. */
export const defaultHydroUsageKwh: readonly number[] = [
  1205, 1205, 1087, 1087, 922, 922, 1004, 1004, 1065, 1065, 1256, 1256,
];

export const proposalDefaults = {
  program: 'purchase',
  term: 10,
  panelSize: 405,
  installationType: 'rooftop',
  nextPanelId: 1,
} as const satisfies {
  program: ProposalProgram;
  term: number;
  panelSize: PanelSize;
  installationType: InstallationType;
  nextPanelId: number;
};

/** Local storage keys of the presenter and the comparison window. */
export const proposalStorageKeys = {
  saved: 'savedProposals',
  compare: 'compareProposals',
} as const;
