// Messages: Deals (list, create, edit, map, details, the sales-person tree).
// One export per text, read everywhere as `messages.x`; ../messages.ts says where a text goes.

// Deals list, create and edit.
export const failedToFetchDeals = 'Failed to fetch deals';
export const failedToLoadStageOptions = 'Failed to load stage options';
export const failedToLoadStatusOptions = 'Failed to load status options';
export const failedToLoadSomeData = 'Failed to load some data';
export const failedToLoadSalesPersonOptions = 'Failed to load sales person options';
export const failedToLoadProvinceOptions = 'Failed to load province options';
export const dealCreated = 'Deal created successfully';
export const dealCreatedFromMap = 'Deal created successfully from map location';
export const failedToCreateDeal = 'Failed to create deal';
export const dealUpdated = 'Deal updated successfully';
export const failedToUpdateDeal = 'Failed to update deal';

// The create-deal form.
export const pleaseEnterDealName = 'Please enter deal name';
export const lengthTwoToHundred = 'Length should be 2 to 100 characters';
export const pleaseSelectStage = 'Please select a stage';
export const pleaseSelectStatus = 'Please select a status';

// Creating and editing a deal on the map.
export const selectLocationFirst = 'Please select a location on the map first';
export const dealNameCannotBeEmpty = 'Deal name cannot be empty';
export const dealStageCannotBeEmpty = 'Deal stage cannot be empty';
export const dealStatusCannotBeEmpty = 'Deal status cannot be empty';
export const selectLocationFromDropdown = 'Please select a location from the dropdown list';
export const addressAlreadyExistsTitle = 'Address Already Exists';
export const dealNameAlreadyExists = 'This deal name already exists';
export const existingDealsWarning =
  'This address already exists in the system with the following deals:';
export const confirmDealUpdate = 'Are you sure you want to update this deal?';
export const pleaseEnterADealName = 'Please enter a deal name';
export const pleaseSelectSalesPerson = 'Please select a sales person';
export const mapContainerNotFound = 'Cannot initialize map: container not found';
export const failedToLoadMap = 'Failed to load map. Please try again.';
export const couldNotLocateAddress = 'Could not locate the address on the map';
export const couldNotFindAddress = 'Could not find the specified address';
export const failedToSetupEditMode = 'Failed to setup edit mode';

// API answers about deals, addresses and places (our own texts).
export const apiUnknownStage = 'The selected stage does not exist';
export const apiUnknownStatus = 'The selected status does not exist';
export const apiUnknownAddress = 'The selected address does not exist';
export const apiUnknownProvince = 'The selected province does not exist';
export const apiUnknownCity = 'The selected city does not exist in that province';
export const apiAddressRequired = 'Give either address_id or an address, not both';
export const apiSalesPersonNotAssignable =
  'The selected sales person is not an active staff member you may assign deals to';
export const apiCoordinatesOutOfRange =
  'Latitude must be between -90 and 90 and longitude between -180 and 180';
export const apiGeocoderFailed = 'The geocoding service did not answer, please try again later';

// The map dialog of a deal (our own texts for the Leaflet map).
export const confirmAnotherDealAtAddress = 'Do you want to create another deal at this address?';
export const newDealNameNeeded =
  'A deal at this address already has the address as its name. Enter a different name for the new deal.';
/** Followed by how many: deals at the address the user may not open are counted, not named. */
export const dealsOfOtherTeamsAtAddress = 'Deals of other sales teams at this address:';
export const mapTilesNotConfigured =
  'Satellite imagery is not configured. Click the map or drag the marker to choose a location.';
export const mapTilesFailed = 'The satellite imagery failed to load';
/** The offline base map's sources, in the map's attribution corner. */
export const offlineMapAttribution = 'Natural Earth · towns: GeoNames (CC BY 4.0)';
export const typeAddressToSearch = 'Type an address or place to search for';

// Deleting a deal, and the details page (our own texts).
export const deleteDealTitle = 'Delete Deal';
export const deleteDealConfirmText = 'Are you sure you want to delete this deal?';
export const dealDeleted = 'Deal deleted successfully';
export const failedToDeleteDeal = 'Failed to delete deal';
export const failedToLoadDealDetails = 'Failed to load deal details';
export const dealMapWithoutImagery =
  'Satellite imagery is not configured; the marker shows where the deal is.';
export const dealWithoutLocation = 'This deal has no map location yet.';

// Changing a deal's stage and status, and their history (our own texts).
export const dealPipelineSaved = 'Stage and status saved';
export const failedToSaveDealPipeline = 'Failed to save the stage and status';
export const failedToLoadDealPipelineHistory = 'Failed to load the stage and status history';
export const noDealPipelineChanges =
  'The stage and status have not changed since the deal was created.';

// The sales-person tree (our own texts).
export const failedToLoadSalesPersonTree = 'Failed to load the sales-person tree';
export const salesPersonMoved = 'Sales person moved successfully';
export const failedToMoveSalesPerson = 'Failed to move sales person: ';
export const apiMoveSuperuserOnly = 'Only superusers can change the sales-person tree';
export const apiMoveUnknownUser = 'The person to move is not an active staff member';
export const apiMoveUnknownManager = 'The new manager is not an active staff member';
export const apiMoveCycle =
  'A person cannot be moved under themselves or under anyone who reports to them';

// A deal page for a deal that does not exist.
/** A deal page whose deal id does not exist (or is not a number). */
export const dealDoesNotExist = 'This deal does not exist.';

// The pipeline board on the deals page (our own texts).
export const dealsViewTable = 'Table';
export const dealsViewBoard = 'Board';
export const dealsViewLabel = 'Show deals as';
export const failedToLoadDealBoard = 'Failed to load the pipeline board';
export const dealBoardEmptyColumn = 'No deals in this stage.';
export const dealBoardNoDeals =
  'No deals match these filters. Clear the search or the filters, or add a deal.';
export const dealBoardHelp =
  'Drag a card by its handle, or use its “Move to…” menu, to change the stage.';
export const dealBoardMoveTo = 'Move to…';
export const dealBoardLoadMore = 'Load more';
export const dealBoardDragHandle = 'Drag to another stage';
export const dealBoardMoved = 'Deal moved';
export const failedToMoveDeal = 'Failed to move the deal';
export const dealBoardMoveConflict =
  'Someone changed this deal since the board was loaded, so it was not moved. The board now shows the latest.';
export const failedToLoadMoreDeals = 'Failed to load more deals';
