// Messages: Parts lists (BOM) and the item sync.
// One export per text, read everywhere as `messages.x`; ../messages.ts says where a text goes.

// Parts list (BOM) design page.
export const pleaseInputItemId = 'Please input item ID';
export const pleaseSelectCalculationMethod = 'Please select calculation method';
export const pleaseInputParameter = 'Please input parameter';
export const pleaseInputDenominator = 'Please input denominator';
export const failedToSearchItems = 'Failed to search items';
export const failedToFetchBomData = 'Failed to fetch BOM data';
export const failedToDeleteItem = 'Failed to delete item';
export const itemDeleted = 'Item deleted successfully';
export const itemUpdated = 'Item updated successfully';
export const itemAdded = 'Item added successfully';
export const operationFailed = 'Operation failed';
export const deleteItemConfirmTitle = 'Warning';
export const deleteItemConfirmText = 'Are you sure you want to delete this item?';

// Parts lists: the list, a header and its lines (our own texts: the specification names no minimum
// or list texts).
export const parameterMinimum = 'Parameter must be a whole number of at least 1';
export const denominatorMinimum = 'Denominator must be a whole number of at least 1';
export const pleaseEnterBomDescription = 'Please enter a description';
export const bomDescriptionTooLong = 'Description must be at most 200 characters';
export const pleaseSelectBomStatus = 'Please select a status';
export const bomCreated = 'BOM created successfully';
export const bomUpdated = 'BOM updated successfully';
export const bomDeleted = 'BOM deleted successfully';
export const failedToDeleteBom = 'Failed to delete BOM';
export const failedToFetchBoms = 'Failed to fetch BOMs';
export const deleteBomConfirmText = 'Are you sure you want to delete this BOM?';
export const enterPanelCount = 'Enter a whole number of panels from 1 to 100000';
export const apiUnknownItem = 'The selected item does not exist or is no longer active';
export const apiItemAlreadyInBom = 'This item is already in the BOM';
export const apiBomNotFound = 'BOM not found';
export const apiBomDetailNotFound = 'BOM detail line not found';
export const apiBomInUse =
  'This BOM still has item lines; delete its lines first, or archive it instead';

// Item sync with Zoho.
export const zohoSyncStarted = 'Sync started';
export const zohoSyncFinished = 'Sync finished';
export const zohoSyncFailed = 'Sync failed';
export const zohoSyncUnexpectedError =
  'The sync stopped because of an unexpected error on the server; try again, and if it happens again ask an administrator to check the server log';
export const failedToLoadSyncStatus = 'Failed to load sync status';
export const apiSyncAlreadyRunning = 'A sync is already running';

// The quantities panel's saved-proposal select.
export const failedToLoadSavedProposals = 'Failed to load saved proposals';
