// Messages: Deal programs (pricing, rebates, taxes and payment plans) and the proposals priced by them.
// One export per text, read everywhere as `messages.x`; ../messages.ts says where a text goes.

export const dealProgramNotFound = 'This deal program does not exist';
export const dealProgramVersionNotFound = 'This deal program version does not exist';
export const dealProgramNameTaken = 'Another deal program already has this name';
export const dealProgramDatesOrder = 'The program must end on or after the day it starts';
export const dealProgramVersionDateTaken =
  'This program already has a version taking effect on that date';
export const dealProgramVersionUsed =
  'This version has priced a saved proposal, so it can no longer change: create a new version from a date instead';
export const dealProgramVersionBeforeProgram =
  'A version cannot take effect before the program starts';
export const dealProgramNotActive =
  'This deal program is not offered on this date: choose a program that is active today';
export const dealProgramNotInProvince =
  "This deal program is not offered in the deal's province: choose another program";
export const dealProgramVersionNotInForce =
  'This is not the version of the program in force today: reload the programs and price the proposal again';
export const dealProgramNoPrice =
  'This program has no price for this panel size, installation type and system size';
export const dealProgramPanelSizeNotAllowed = 'This program does not offer this panel size';
export const dealProgramInstallationNotAllowed =
  'This program does not offer this installation type';
export const dealProgramTermNotOffered = "This term is not one of the program's term options";
export const dealProgramOverMaximum =
  "The amount financed is above the program's maximum: remove panels or choose another program";
export const dealProgramNoTaxRate = "No tax rate is known for the deal's province on this date";
export const dealProgramInvalidDate = 'Enter a date as YYYY-MM-DD';
export const dealProgramProvinceUnknown = 'One of the provinces does not exist';
export const dealProgramTermOptionsRequired =
  'A plan with a monthly payment needs at least one term';
export const dealProgramDefaultTermOffered = 'The default term must be one of the term options';
export const dealProgramHiddenPaymentLineUnknown =
  "A payment line the customer document hides is not in the program's payment plan: choose the lines again";
export const dealProgramBandOrder = 'A size band must end above where it starts';
export const dealProgramSaved = 'Deal program saved';
export const dealProgramCreated = 'Deal program created';
export const dealProgramVersionCreated = 'New version created';
export const dealProgramVersionSaved = 'Version saved';
export const failedToLoadDealPrograms = 'Failed to load deal programs';
export const failedToSaveDealProgram = 'Failed to save deal program: ';
export const dealProgramsEmpty =
  'No deal programs yet: create one with New Program, then give it a version with its prices.';
export const dealProgramsNoneForDeal =
  "No deal program is offered today in this deal's province: an administrator can add one under Deal Programs.";
export const dealProgramVersionReadOnly =
  'This version has priced a saved proposal and is read-only. Create a new version to change prices.';
export const dealProgramsNoneInProvince =
  'No deal program is offered today in this province: choose another, or an administrator can add one under Deal Programs.';

// Tax rates (the administrators' page and the API's checks).
export const taxRateNotFound = 'This tax rate does not exist';
export const taxRateComponents =
  'Enter HST alone, or GST alone or with one provincial tax (PST, RST or QST)';
export const taxRateDateOrder =
  "A new rate must take effect after the province's latest rate starts";
export const taxRateUsedByProposal =
  'A saved proposal was priced with this rate, so it can no longer change: add a new rate from a date instead';
export const taxRateDateBeforeProposal =
  'A saved proposal was priced on or after this date with the current rate: choose a later date';
export const taxRateSourceRequired = 'Say where this rate was taken from';
export const taxRatePercentRange = 'Enter a rate from 0 to 100 % with at most 3 decimals';
export const taxRateSaved = 'Tax rate saved';
export const taxRateCreated = 'New tax rate added';
export const failedToLoadTaxRates = 'Failed to load tax rates';
export const failedToSaveTaxRate = 'Failed to save tax rate: ';
export const taxRatesEmpty =
  'No tax rates yet: add a province\u2019s rate with New rate from a date.';
