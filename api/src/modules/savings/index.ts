// What other modules use of savings: the rate in force for a deal (the templates' merge values).
export { dealRateInForce } from './savings-queries';
