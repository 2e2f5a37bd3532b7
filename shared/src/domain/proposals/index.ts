// The proposal presenter's pure parts: constants, calculator, placement and saved shapes.
export * from './proposal-constants';
export * from './panel-efficiency';
export * from './panel-placement';
export * from './proposal-money';
export * from './calculate-proposal';
export * from './saved-proposal';
export * from './monthly-production';
export * from './proposal-result-lines';
export * from './proposal-document-lines';
export * from './sample-proposal';
