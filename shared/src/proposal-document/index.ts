// `@solar/shared/proposal-document`: the customer-facing proposal document, pure presentation.
// Its own entry (not part of `@solar/shared`) so a page loads it only when it shows a proposal:
// the staff preview and the customer portal both import it lazily. Its files take the calculator
// and constants from `@solar/shared` (the package's own name, not a relative path), so in a
// federated build they come from the page's one `@solar/shared` singleton instead of a second copy
// in this entry's chunk.
export { ProposalPreview } from './proposal-preview';
export { RoofPreview } from './roof-preview';
export { OffsetDoughnut } from './offset-doughnut';
export { ProductionUsageChart } from './production-usage-chart';
export { paperSizes, printStylesOf, proposalDocumentId, type PaperSize } from './print-styles';
export { ResultLinesTable } from './result-lines-table';
export { SavingsFigures } from './savings-figures';
