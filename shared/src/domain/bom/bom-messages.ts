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

// Item attributes.
export const pleaseEnterAttributeName = 'Please enter a name';
export const attributeNameTooLong = 'Name must be at most 80 characters';
export const pleaseSelectAttributeType = 'Please select a type';
export const attributeUnitTooLong = 'Unit must be at most 20 characters';
export const attributeOptionEmpty = 'An option cannot be empty';
export const attributeOptionTooLong = 'An option must be at most 80 characters';
export const attributeTooManyOptions = 'A choice can have at most 100 options';
export const attributeUnitOnlyForNumber = 'Only a number attribute has a unit';
export const attributeNeedsOptions = 'A choice attribute needs at least one option';
export const attributeOptionTwice = 'Each option may appear only once';
export const attributeOptionsOnlyForChoice = 'Only a choice attribute has options';
export const attributeTextTooLong = 'A value must be at most 200 characters';
export const attributeValueNotNumber = 'Enter a number, without its unit';
export const attributeValueNotAnOption = 'Choose one of the attribute’s options';
export const attributeValueEmpty = 'A value cannot be empty; clear it instead';
export const apiItemAttributeNotFound = 'Item attribute not found';
export const apiItemNotFound = 'Item not found';
export const apiAttributeNameTaken = 'An attribute with this name already exists';
export const apiAttributeTypeLocked =
  'Items already have values for this attribute, so its type cannot change';
export const apiAttributeOptionInUse = (option: string) =>
  `Items still have the option “${option}”; change their values before removing it`;
export const apiAttributeValueFor = (name: string, problem: string) => `${name}: ${problem}`;
export const apiAttributeFilterNeedsAttribute =
  'Choose the attribute to filter by before a value or a range';
export const attributeCreated = 'Attribute created';
export const attributeSaved = 'Attribute saved';
export const attributeDeleted = 'Attribute deleted';
export const itemAttributesSaved = 'Item attributes saved';
export const failedToLoadItemAttributes = 'Failed to load item attributes';
export const failedToLoadItemValues = 'Failed to load the item’s attributes';
export const deleteAttributeConfirm = (name: string, count: number) =>
  count === 0
    ? `Delete the attribute “${name}”?`
    : `Delete the attribute “${name}” and its values on ${count} item${count === 1 ? '' : 's'}?`;

// The Zoho API (connection) page.
export const zohoConnectionOk = (milliseconds: number) =>
  `Zoho Inventory answered in ${milliseconds} ms`;
export const zohoConnectionOffline = (count: number) =>
  `No Zoho Inventory credentials are configured; the built-in catalogue answered with ${count} items`;
export const failedToLoadZohoConnection = 'Failed to load the Zoho connection';
export const zohoConnectionTestFailed = 'The connection test failed';

// Zoho data upload.
export const uploadColumnRequired = (label: string) => `Match a column to ${label}`;
export const uploadDefaultFor = (label: string) => `${label} for rows without one`;
export const apiUploadDefaultUnknown = 'A default must be one of its field’s options';
export const uploadValueRequired = (label: string) => `${label} is required`;
export const uploadTextTooLong = (label: string, max: number) =>
  `${label} must be at most ${max} characters`;
export const uploadRateInvalid = 'Rate must be a number of at least 0, without a currency sign';
export const uploadStatusInvalid = 'Status must be active or inactive';
export const uploadItemInFileTwice = (row: number) => `Same item number as row ${row} of this file`;
export const uploadItemFromZoho =
  'This item number comes from Zoho Inventory; change it there, not by upload';
export const uploadVendorInFileTwice = (row: number) =>
  `Same vendor name as row ${row} of this file`;
export const uploadItemUnknown = 'No item has this item number; add the item first';
export const uploadWarehouseUnknown = 'No active warehouse has this name';
export const uploadQuantityInvalid = 'Quantity must be a whole number of at least 0';
export const uploadStockInFileTwice = (row: number) =>
  `Same item and warehouse as row ${row} of this file`;
export const uploadStockAlreadyKept =
  'This item already has stock movements in this warehouse; post a stock count instead';
export const uploadOpeningStockNote = (fileName: string) => `Opening stock from ${fileName}`;
export const uploadKindLabel = 'What the file holds';
export const uploadKindItems = 'Items and attribute values';
export const uploadKindVendors = 'Vendors';
export const uploadKindOpeningStock = 'Opening stock per warehouse';
export const uploadChecking = 'Checking the rows…';
export const uploadImporting = 'Importing…';
export const uploadImported = (count: number) =>
  `${count} ${count === 1 ? 'row was' : 'rows were'} imported.`;
export const failedToLoadUpload = 'Failed to load the upload';
