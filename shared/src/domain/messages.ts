/**
 * Every user-facing message the specification names, quoted exactly. This is the only copy: the
 * browser and the API import from here.
 */
export const messages = {
  // Part 1, section 5: route guard.
  pleaseLoginFirst: 'Please login first',
  noPagePermission: 'You do not have permission to access this page',
  noDealPermission: 'You do not have permission to access this deal',

  // Part 1, section 8: shared handling by response status.
  sessionExpired: 'Session expired, please login again',
  noResourcePermission: 'You do not have permission to access this resource',
  serverError: 'Server error, please try again later',
  genericError: 'Error',

  // Login.
  loginFailed: 'Login failed, please try again',
  networkError: 'Network error, please check your connection',
  tokenUsedTooEarly: 'Token used too early',
  loginSuccessful: 'Login successful',
  logoutFailed: 'Logout failed',

  // Menu.
  failedToLoadMenuItems: 'Failed to load menu items',
  failedToLoadMenuData: 'Failed to load menu data',
  failedToLoadMenuOnRouteEntry: 'Failed to load menu on route entry',

  // Deals.
  failedToFetchDeals: 'Failed to fetch deals',
  failedToLoadStageOptions: 'Failed to load stage options',
  failedToLoadStatusOptions: 'Failed to load status options',
  failedToLoadSomeData: 'Failed to load some data',
  failedToLoadSalesPersonOptions: 'Failed to load sales person options',
  failedToLoadProvinceOptions: 'Failed to load province options',
  dealCreated: 'Deal created successfully',
  dealCreatedFromMap: 'Deal created successfully from map location',
  failedToCreateDeal: 'Failed to create deal',
  dealUpdated: 'Deal updated successfully',
  failedToUpdateDeal: 'Failed to update deal',

  // Older create-deal form.
  pleaseEnterDealName: 'Please enter deal name',
  lengthTwoToHundred: 'Length should be 2 to 100 characters',
  pleaseSelectStage: 'Please select a stage',
  pleaseSelectStatus: 'Please select a status',

  // Map creation and edit.
  selectLocationFirst: 'Please select a location on the map first',
  dealNameCannotBeEmpty: 'Deal name cannot be empty',
  dealStageCannotBeEmpty: 'Deal stage cannot be empty',
  dealStatusCannotBeEmpty: 'Deal status cannot be empty',
  selectLocationFromDropdown: 'Please select a location from the dropdown list',
  addressAlreadyExistsTitle: 'Address Already Exists',
  dealNameAlreadyExists: 'This deal name already exists',
  existingDealsWarning: 'This address already exists in the system with the following deals:',
  confirmDealUpdate: 'Are you sure you want to update this deal?',
  pleaseEnterADealName: 'Please enter a deal name',
  pleaseSelectSalesPerson: 'Please select a sales person',
  mapContainerNotFound: 'Cannot initialize map: container not found',
  failedToLoadMap: 'Failed to load map. Please try again.',
  couldNotLocateAddress: 'Could not locate the address on the map',
  couldNotFindAddress: 'Could not find the specified address',
  failedToSetupEditMode: 'Failed to setup edit mode',

  // Power bill.
  pleaseSelectPowerCompany: 'Please select power company',
  pleaseEnterBillName: 'Please enter bill name',
  pleaseEnterUsage: 'Please enter usage',
  correctFormErrors: 'Please correct the errors in the form',
  failedToLoadDealInformation: 'Failed to load deal information',
  failedToLoadPowerCompanies: 'Failed to load power companies',
  failedToLoadExistingPowerBill: 'Failed to load existing power bill data',
  powerBillCreated: 'Power bill created successfully',
  powerBillUpdated: 'Power bill updated successfully',
  failedToCreatePowerBill: 'Failed to create power bill: ',
  failedToUpdatePowerBill: 'Failed to update power bill: ',

  // Part 2: proposals.
  failedToFetchProposals: 'Failed to fetch proposals',
  failedToLoadDeals: 'Failed to load deals',
  creationFailed: 'Creation failed',
  updateFailed: 'Update failed',
  createdSuccessfully: 'Created successfully',
  updatedSuccessfully: 'Updated successfully',

  // Part 2: BOM.
  pleaseInputItemId: 'Please input item ID',
  pleaseSelectCalculationMethod: 'Please select calculation method',
  pleaseInputParameter: 'Please input parameter',
  pleaseInputDenominator: 'Please input denominator',
  failedToSearchItems: 'Failed to search items',
  failedToFetchBomData: 'Failed to fetch BOM data',
  failedToDeleteItem: 'Failed to delete item',
  itemDeleted: 'Item deleted successfully',
  itemUpdated: 'Item updated successfully',
  itemAdded: 'Item added successfully',
  operationFailed: 'Operation failed',
  deleteItemConfirmTitle: 'Warning',
  deleteItemConfirmText: 'Are you sure you want to delete this item?',

  // Templates (part 2: "Template form: rules not shown"; these texts are ours).
  pleaseEnterTemplateName: 'Please enter template name',
  pleaseSelectTemplateGroup: 'Please select a group',
  templateSavingNotAvailable: 'Saving templates is not available yet',
  templateToolsNotAvailable: 'Text, image, chart and table blocks are not available yet',
  templateOpeningNotAvailable:
    'Opening saved templates is not available yet; this editor starts a new template.',
  templateSaved: 'Template saved',
  templateDuplicated: 'Template duplicated',
  templateDeleted: 'Template deleted',
  deleteTemplateConfirmText: 'Are you sure you want to delete this template?',
  failedToFetchTemplates: 'Failed to fetch templates',
  failedToLoadTemplate: 'Failed to load template',
  failedToSaveTemplate: 'Failed to save template',
  failedToDeleteTemplate: 'Failed to delete template',
  failedToDuplicateTemplate: 'Failed to duplicate template',
  failedToUploadImage: 'Failed to upload image',
  failedToDownloadPdf: 'Failed to download the PDF',
  failedToLoadMergeValues: 'Failed to load the deal for the preview',
  saveTemplateBeforePdf: 'Save the template before downloading its PDF',
  templateVersionConflict:
    'Someone saved this template after you opened it. Reload it to see their changes, then make yours again.',
  templateSampleData: 'Sample data: pick a deal to fill the merge fields with its details.',
  templateFieldsWithoutValue: 'No value yet for this deal, left as written:',
  templateUnknownFields: 'Unknown merge fields, left as written:',
  templateChartNoData: 'No usage data for this deal yet',
  templateImageNotChosen: 'No image uploaded yet',
  apiTemplateNotFound: 'Template not found',
  apiTemplateImageNotFound: 'Image not found',
  apiImageTypeNotAllowed: 'Images must be PNG, JPEG or WebP files',
  apiImageTooLarge: 'Images must be at most 2 MiB',
  apiImageDataInvalid: 'The image data must be base64',
  apiBlockOutsidePage: 'Every block must lie within its page',
  apiDuplicateBlockId: 'Block and page ids must be unique within a template',

  // API answers (not in the spec's texts; the browser shows these through its error policy).
  apiInvalidRequest: 'The request is not valid',
  apiNotFound: 'Not found',
  apiConflict: 'The request conflicts with existing data',
  apiBodyTooLarge: 'The request body is too large',
  apiTooManyRequests: 'Too many requests, please try again later',
  apiInvalidIdToken: 'The sign-in token is not valid',
  apiEmailNotVerified: 'The identity provider has not verified this email address',
  apiUnknownAccount:
    'No Solar Workplace account uses this email address; ask an administrator to create one',
  apiInactiveAccount: 'This account is deactivated; ask an administrator to reactivate it',

  // Deals API answers (not in the spec's texts).
  apiUnknownStage: 'The selected stage does not exist',
  apiUnknownStatus: 'The selected status does not exist',
  apiUnknownAddress: 'The selected address does not exist',
  apiUnknownProvince: 'The selected province does not exist',
  apiUnknownCity: 'The selected city does not exist in that province',
  apiAddressRequired: 'Give either address_id or an address, not both',
  apiSalesPersonNotAssignable:
    'The selected sales person is not an active staff member you may assign deals to',
  apiPageSizeTooLarge: 'Page size must be between 1 and 100',
  apiInvalidIdList: 'Use a comma-separated list of ids',
  apiCoordinatesOutOfRange:
    'Latitude must be between -90 and 90 and longitude between -180 and 180',
  apiGeocoderFailed: 'The geocoding service did not answer, please try again later',
  // Parts lists (BOM) beyond the spec's texts (issue 6; the spec names no minimum or list texts).
  parameterMinimum: 'Parameter must be a whole number of at least 1',
  denominatorMinimum: 'Denominator must be a whole number of at least 1',
  pleaseEnterBomDescription: 'Please enter a description',
  bomDescriptionTooLong: 'Description must be at most 200 characters',
  pleaseSelectBomStatus: 'Please select a status',
  bomCreated: 'BOM created successfully',
  bomUpdated: 'BOM updated successfully',
  bomDeleted: 'BOM deleted successfully',
  failedToDeleteBom: 'Failed to delete BOM',
  failedToFetchBoms: 'Failed to fetch BOMs',
  deleteBomConfirmText: 'Are you sure you want to delete this BOM?',
  enterPanelCount: 'Enter a whole number of panels from 1 to 100000',
  zohoSyncStarted: 'Sync started',
  zohoSyncFinished: 'Sync finished',
  zohoSyncFailed: 'Sync failed',
  failedToLoadSyncStatus: 'Failed to load sync status',
  apiUnknownItem: 'The selected item does not exist or is no longer active',
  apiItemAlreadyInBom: 'This item is already in the BOM',
  apiBomNotFound: 'BOM not found',
  apiBomDetailNotFound: 'BOM detail line not found',
  apiBomInUse: 'This BOM still has item lines; delete its lines first, or archive it instead',
  apiSyncAlreadyRunning: 'A sync is already running',
  // Deals map dialog beyond the spec's texts (Leaflet map; the spec quotes no such sentences).
  confirmAnotherDealAtAddress: 'Do you want to create another deal at this address?',
  newDealNameNeeded:
    'A deal at this address already has the address as its name. Enter a different name for the new deal.',
  mapTilesNotConfigured:
    'Satellite imagery is not configured. Click the map or drag the marker to choose a location.',
  mapTilesFailed: 'The satellite imagery failed to load',
  // Deals list and details beyond the spec's texts (issue 3; the spec shows no delete action).
  deleteDealTitle: 'Delete Deal',
  deleteDealConfirmText: 'Are you sure you want to delete this deal? This cannot be undone.',
  dealDeleted: 'Deal deleted successfully',
  failedToDeleteDeal: 'Failed to delete deal',
  failedToLoadDealDetails: 'Failed to load deal details',
  dealMapWithoutImagery: 'Satellite imagery is not configured; the marker shows where the deal is.',
  dealWithoutLocation: 'This deal has no map location yet.',
} as const;

export type MessageKey = keyof typeof messages;
