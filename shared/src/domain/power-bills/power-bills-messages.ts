// Messages: Power bills.
// One export per text, read everywhere as `messages.x`; ../messages.ts says where a text goes.

// Power bill page.
export const pleaseSelectPowerCompany = 'Please select power company';
export const pleaseEnterBillName = 'Please enter bill name';
export const pleaseEnterUsage = 'Please enter usage';
export const correctFormErrors = 'Please correct the errors in the form';
export const failedToLoadDealInformation = 'Failed to load deal information';
export const failedToLoadPowerCompanies = 'Failed to load power companies';
export const failedToLoadExistingPowerBill = 'Failed to load existing power bill data';
export const powerBillCreated = 'Power bill created successfully';
export const powerBillUpdated = 'Power bill updated successfully';
export const failedToCreatePowerBill = 'Failed to create power bill: ';
export const failedToUpdatePowerBill = 'Failed to update power bill: ';

// Power bill checks beyond 'Please enter usage' (our own texts).
export const usageMinimumZero = 'Usage cannot be less than 0';
export const usageMustBeNumber = 'Usage must be a number';
export const usageTooLarge = 'Usage must be at most 999999999 kWh';
export const billNotesTooLong = 'Bill notes must be at most 2000 characters';
export const monthOutOfRange = 'Month must be a whole number from 1 to 12';
export const apiTwelveMonthsNeeded = 'Give one usage for each month from 1 to 12';
export const apiUnknownPowerCompany = 'The selected power company does not exist';
export const apiDealHasPowerBill = 'This deal already has a power bill';
export const apiPowerBillMonthExists = 'This month already has a usage on this power bill';
export const apiPowerBillDealMismatch = 'A power bill cannot be moved to another deal';
