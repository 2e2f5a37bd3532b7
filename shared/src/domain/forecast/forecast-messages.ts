// Messages: the Forecast page (stage probabilities, expected installations, accuracy).
// One export per text, read everywhere as `messages.x`; ../messages.ts says where a text goes.
// The specification names none of these texts; they are our own.

export const forecastDescription =
  "Expected installations from the open pipeline: each open deal counts as its stage's probability, with its latest proposal's size (or the average size when it has none), in the month its stage typically reaches installation.";
export const forecastLoadFailed = 'The forecast could not be loaded.';
export const forecastDealsLoadFailed = 'The deals of this figure could not be loaded.';
export const forecastStageNotFound = 'Deal stage not found';
export const forecastStageClosed = 'A closed stage has no forecast probability';
export const forecastProbabilityRange = 'Probability must be a whole number from 0 to 100';
export const forecastTypicalDaysRange = 'Typical days must be a whole number from 0 to 730';
export const forecastStageSaved = 'Stage forecast saved';
export const forecastNoOpenDeals =
  'No open deal is expected to install in the coming months. Deals appear here once they are in an open stage with a probability above 0 %.';
export const forecastNoAccuracyYet =
  'No past month to compare yet. The forecast of each month is kept the first time this page is opened in it; accuracy appears once such a month has passed.';
export const forecastNoDeals = 'No deal makes up this figure.';
export const forecastItemsLoadFailed = 'The forecast by item could not be loaded.';
export const forecastItemsEmpty =
  'No parts expected: no open deal is expected to install in these months, or no BOM link gives them a parts list. Add the default link on BOM Link.';
