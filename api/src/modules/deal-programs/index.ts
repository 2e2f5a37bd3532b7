// What other modules use of deal programs: pricing a proposal's design when it is saved.
export { priceProposalDesign } from './deal-programs-queries';
