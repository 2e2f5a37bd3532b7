// What other modules use of templates: the PDF fonts and the figures of a saved proposal version,
// so a proposal's own PDF prints the same numbers and letters as a generated document.
export { embedFonts, encodable, type Fonts } from './pdf-fonts';
export { proposalFiguresOf } from './template-proposal-values';
