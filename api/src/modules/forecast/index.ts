// What other modules (the planning run) use of the forecast: each open deal's expectation.
export { forecastDealExpectations } from './forecast-queries';
