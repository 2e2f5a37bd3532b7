import { catalogueMenuPathsOf } from '../../http/catalogue-menu-paths';

/** The Forecast page: reading the forecast and changing the stages' probabilities. */
export const forecastPaths = catalogueMenuPathsOf('zoho/forecast');
