// Messages: Savings, utility rates and the battery simulation.
// One export per text, read everywhere as `messages.x`; ../messages.ts says where a text goes.

// Utility rates (the administrators' page and the API's checks).
export const utilityRateDateTaken =
  'This power company already has a rate taking effect on that date';
export const utilityRateNotFound = 'This utility rate does not exist';
export const utilityRateTiersOrder =
  'Each tier must end above the one before it, and only the last may have no upper limit';
export const utilityRateInvalidDate = 'Enter a date as YYYY-MM-DD';
export const utilityRateSourceRequired = 'Say where this rate was taken from';
export const utilityRateSaved = 'Utility rate saved';
export const failedToLoadUtilityRates = 'Failed to load utility rates';
export const failedToSaveUtilityRate = 'Failed to save utility rate: ';

// Savings figures.
export const savingsNoRate =
  "No utility rate is known for this deal's power company: an administrator can add one under Utility Rates.";
export const savingsNoPayback = 'Not within 25 years';
export const savingsNoReturn = 'None (the cash flow never turns positive)';

// Battery simulation page.
export const batteryPickDealOrEnter =
  'Pick a deal to start from its power bill, location and latest proposal, or enter the values below.';
export const batteryDealNotFound = 'This deal could not be loaded';
export const batteryDealNoUsage =
  'This deal has no power bill with 12 months yet: enter the usage below or add its power bill.';
export const batteryDealNoProposal =
  'This deal has no saved proposal yet: enter the yearly production below or design a proposal.';
export const batteryInvalidInputs = 'Correct the highlighted values to run the simulation';
export const batteryUsageRange = 'Enter a usage from 0 to 100,000 kWh';
export const batteryProductionRange = 'Enter a yearly production from 0 to 1,000,000 kWh';
export const batteryLatitudeRange = 'Enter a latitude from -66 to 66 degrees';
export const batteryUsableRange = 'Enter a usable energy from 0 to 100 kWh';
export const batteryPowerRange = 'Enter a power from 0.1 to 50 kW';
export const batteryEfficiencyRange = 'Enter an efficiency from 50 to 100 %';
export const batteryReserveRange = 'Enter a reserve from 0 to 100 %';
export const batteryEssentialLoadRange = 'Enter an essential load from 0.1 to 20 kW';
export const batteryRateRequired = 'Pick the power company whose rate prices the bills';
export const savingsPickRate =
  'Pick the power company whose rate prices the bills to see the savings and the payback.';
export const savingsEscalationRange = 'Enter 0 to 20 %';
export const savingsDegradationRange = 'Enter 0 to 5 %';

// Utility rate tiers and time-of-use periods (the rate dialog and the API's checks).
export const utilityRateTiersOpenLast =
  'The last tier must have no upper limit: leave its "up to" empty';
export const utilityRateTimeOfUseOverlap =
  'Two time-of-use periods cover the same hour on the same days and months: each hour belongs to one period only';
export const utilityRateTimeOfUseDays = 'Choose the days this period applies on';
export const utilityRateTimeOfUseName = 'Name the period';
export const utilityRateHoursFormat =
  'Enter the hours as ranges such as 7-11, 17-19 (from 0 to 24, the end excluded)';
export const utilityRatePriceRange = 'Enter a price from 0 to 10 $/kWh';
export const utilityRateTierLimit = 'Enter a number of kWh above 0, or leave it empty';
