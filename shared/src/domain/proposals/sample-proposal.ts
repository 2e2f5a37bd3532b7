import type { ProposalInputs } from './calculate-proposal';
import { defaultHydroUsageKwh, type ProposalProgram } from './proposal-constants';

/**
 * The specification's worked example, on which a program's proposal design is previewed: 10
 * panels of 405 W on a roof along its red area, with the default usage (4.05 kW, 3 240 kWh/y).
 */
export function redAreaSampleInputs(program: ProposalProgram): ProposalInputs {
  return {
    program,
    term: 10,
    panelSize: 405,
    installationType: 'rooftop',
    monthlyUsage: defaultHydroUsageKwh,
    panels: Array.from({ length: 10 }, (_, index) => ({ x: 100 + 50 * index, y: 100 })),
  };
}
