/**
 * Every user-facing message the specification names, quoted exactly: the only copy (the browser
 * and the API import it as the namespace `messages` from ./messages.ts).
 *
 * One export per message rather than one object: an app's bundle then carries only the messages
 * it reads (`messages.loginSuccessful` is tracked per name through the namespace re-export), so
 * the login page does not download the whole product's texts.
 */
// Part 1, section 5: route guard.
export const pleaseLoginFirst = 'Please login first';
export const noPagePermission = 'You do not have permission to access this page';
export const noDealPermission = 'You do not have permission to access this deal';

// Part 1, section 8: shared handling by response status.
export const sessionExpired = 'Session expired, please login again';
export const noResourcePermission = 'You do not have permission to access this resource';
export const serverError = 'Server error, please try again later';
export const genericError = 'Error';

// Login.
export const loginFailed = 'Login failed, please try again';
export const networkError = 'Network error, please check your connection';
export const tokenUsedTooEarly = 'Token used too early';
export const loginSuccessful = 'Login successful';
export const logoutFailed = 'Logout failed';

// Menu.
export const failedToLoadMenuItems = 'Failed to load menu items';
export const failedToLoadMenuData = 'Failed to load menu data';
export const failedToLoadMenuOnRouteEntry = 'Failed to load menu on route entry';

// Deals.
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

// Older create-deal form.
export const pleaseEnterDealName = 'Please enter deal name';
export const lengthTwoToHundred = 'Length should be 2 to 100 characters';
export const pleaseSelectStage = 'Please select a stage';
export const pleaseSelectStatus = 'Please select a status';

// Map creation and edit.
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

// Power bill.
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

// Part 2: proposals.
export const failedToFetchProposals = 'Failed to fetch proposals';
export const failedToLoadDeals = 'Failed to load deals';
export const creationFailed = 'Creation failed';
export const updateFailed = 'Update failed';
export const createdSuccessfully = 'Created successfully';
export const updatedSuccessfully = 'Updated successfully';

// Part 2: BOM.
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

// Templates (part 2: "Template form: rules not shown"; these texts are ours).
export const pleaseEnterTemplateName = 'Please enter template name';
export const pleaseSelectTemplateGroup = 'Please select a group';
export const templateSaved = 'Template saved';
export const templateDuplicated = 'Template duplicated';
export const templateDeleted = 'Template deleted';
export const deleteTemplateConfirmText = 'Are you sure you want to delete this template?';
export const failedToFetchTemplates = 'Failed to fetch templates';
export const failedToLoadTemplate = 'Failed to load template';
export const failedToDownloadPdf = 'Failed to download the PDF';
export const failedToLoadMergeValues = 'Failed to load the deal for the preview';
export const saveTemplateBeforePdf = 'Save the template before downloading its PDF';
export const templateSampleData =
  'Sample data: pick a deal to fill the merge fields with its details.';
export const templateFieldsWithoutValue = 'No value yet for this deal, left as written:';
export const templateUnknownFields = 'Unknown merge fields, left as written:';
export const templateChartNoData = 'No usage data for this deal yet';
export const templateImageNotChosen = 'No image uploaded yet';
export const apiTemplateNotFound = 'Template not found';
export const apiTemplateImageNotFound = 'Image not found';
export const apiImageTypeNotAllowed = 'Images must be PNG, JPEG or WebP files';
export const apiImageTooLarge = 'Images must be at most 2 MiB';
export const apiImageDataInvalid = 'The image data must be base64';
export const apiImageUnreadable =
  'The image could not be read. Save it again as PNG, JPEG or WebP and upload it once more.';
export const apiImageTooManyPixels =
  'Images must be at most 25 megapixels (for example 6000 × 4000 pixels). Make it smaller first.';
export const apiTemplateImageCountLimit =
  'A template can hold at most 30 images. Remove images it no longer uses and save it first.';
export const apiTemplateImageTotalLimit =
  'A template can hold at most 16 MiB of images. Remove images it no longer uses and save it first.';
export const apiTemplateImageNotInTemplate =
  'An image block shows an image of another template. Upload the image into this template again.';
export const saveTemplateBeforeImages = 'Save the template before adding images';
export const templateImageTooLargeToPrint =
  'Image too large to print: upload a smaller copy (at most 25 megapixels)';
export const apiPdfRenderTooLong =
  'The document took too long to render. Shorten its text or use smaller images, then try again.';
export const apiPdfRenderTooLarge =
  'The document needs too much memory to render. Use smaller images, then try again.';
export const apiPdfRenderBusy =
  'Too many documents are being prepared right now. Please try again in a moment.';
export const apiBlockOutsidePage = 'Every block must lie within its page';
export const apiDuplicateBlockId = 'Block and page ids must be unique within a template';

// API answers (not in the spec's texts; the browser shows these through its error policy).
export const apiInvalidRequest = 'The request is not valid';
export const apiNotFound = 'Not found';
export const apiConflict = 'The request conflicts with existing data';
// A save or delete from an older copy than the stored one (every versioned record says this).
export const recordVersionConflict =
  'Someone else changed this after you opened it. Reload to see their changes, then make yours again.';
export const recordVersionConflictTitle = 'Changed by someone else';
export const apiVersionRequired = 'The version you loaded (a whole number from 1) is required';
export const apiBodyTooLarge = 'The request body is too large';
export const apiInvalidJson = 'The request body is not valid JSON';
export const apiInvalidUrl = 'The request address is not valid';
export const apiUnsupportedMediaType =
  'The request body must be JSON, sent with Content-Type: application/json';
export const apiTooManyRequests = 'Too many requests, please try again later';
export const apiInvalidIdToken = 'The sign-in token is not valid';
export const apiIdTokenReplayed = 'This sign-in token was already used; please sign in again';
export const apiEmailNotVerified = 'The identity provider has not verified this email address';
export const apiUnknownAccount =
  'No Solar Workplace account uses this email address; ask an administrator to create one';
export const apiInactiveAccount =
  'This account is deactivated; ask an administrator to reactivate it';

// Deals API answers (not in the spec's texts).
export const apiUnknownStage = 'The selected stage does not exist';
export const apiUnknownStatus = 'The selected status does not exist';
export const apiUnknownAddress = 'The selected address does not exist';
export const apiUnknownProvince = 'The selected province does not exist';
export const apiUnknownCity = 'The selected city does not exist in that province';
export const apiAddressRequired = 'Give either address_id or an address, not both';
export const apiSalesPersonNotAssignable =
  'The selected sales person is not an active staff member you may assign deals to';
export const apiPageSizeTooLarge = 'Page size must be between 1 and 100';
export const apiInvalidIdList = 'Use a comma-separated list of ids';
export const apiCoordinatesOutOfRange =
  'Latitude must be between -90 and 90 and longitude between -180 and 180';
export const apiGeocoderFailed = 'The geocoding service did not answer, please try again later';
// Parts lists (BOM) beyond the spec's texts (issue 6; the spec names no minimum or list texts).
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
export const zohoSyncStarted = 'Sync started';
export const zohoSyncFinished = 'Sync finished';
export const zohoSyncFailed = 'Sync failed';
export const zohoSyncUnexpectedError =
  'The sync stopped because of an unexpected error on the server; try again, and if it happens again ask an administrator to check the server log';
export const failedToLoadSyncStatus = 'Failed to load sync status';
export const apiUnknownItem = 'The selected item does not exist or is no longer active';
export const apiItemAlreadyInBom = 'This item is already in the BOM';
export const apiBomNotFound = 'BOM not found';
export const apiBomDetailNotFound = 'BOM detail line not found';
export const apiBomInUse =
  'This BOM still has item lines; delete its lines first, or archive it instead';
export const apiSyncAlreadyRunning = 'A sync is already running';
// Deals map dialog beyond the spec's texts (Leaflet map; the spec quotes no such sentences).
export const confirmAnotherDealAtAddress = 'Do you want to create another deal at this address?';
export const newDealNameNeeded =
  'A deal at this address already has the address as its name. Enter a different name for the new deal.';
/** Followed by how many: deals at the address the user may not open are counted, not named. */
export const dealsOfOtherTeamsAtAddress = 'Deals of other sales teams at this address:';
export const mapTilesNotConfigured =
  'Satellite imagery is not configured. Click the map or drag the marker to choose a location.';
export const mapTilesFailed = 'The satellite imagery failed to load';
// Deals list and details beyond the spec's texts (issue 3; the spec shows no delete action).
export const deleteDealTitle = 'Delete Deal';
export const deleteDealConfirmText =
  'Are you sure you want to delete this deal? This cannot be undone.';
export const dealDeleted = 'Deal deleted successfully';
export const failedToDeleteDeal = 'Failed to delete deal';
export const failedToLoadDealDetails = 'Failed to load deal details';
export const dealMapWithoutImagery =
  'Satellite imagery is not configured; the marker shows where the deal is.';
export const dealWithoutLocation = 'This deal has no map location yet.';
// Deal contacts, site sketches and the sales-person tree (issue 4; the spec quotes no texts).
export const pleaseSelectContactType = 'Please select a contact type';
export const pleaseEnterFirstName = 'Please enter first name';
export const pleaseEnterLastName = 'Please enter last name';
export const contactNameTooLong = 'Names must be at most 100 characters';
export const pleaseEnterValidEmail = 'Please enter a valid email address';
export const pleaseEnterValidPhone =
  'Please enter a valid North American phone number, such as 902-555-0123';
export const contactNeedsEmailOrPhone = 'Please enter an email address or a phone number';
export const contactNotesTooLong = 'Notes must be at most 2000 characters';
export const contactCreated = 'Contact created successfully';
export const contactUpdated = 'Contact updated successfully';
export const contactDeleted = 'Contact deleted successfully';
export const deleteContactTitle = 'Delete Contact';
export const deleteContactConfirmText = 'Are you sure you want to delete this contact?';
export const failedToLoadContacts = 'Failed to load contacts';
export const failedToLoadContactTypes = 'Failed to load contact types';
export const failedToSaveContact = 'Failed to save contact: ';
export const failedToDeleteContact = 'Failed to delete contact';
export const apiUnknownContactType = 'The selected contact type does not exist';
export const apiContactNotFound = 'Contact not found';
export const siteSketchSaved = 'Site sketch saved successfully';
export const failedToLoadSiteSketch = 'Failed to load site sketch';
export const failedToSaveSiteSketch = 'Failed to save site sketch: ';
export const sketchShapeNeedsLabel = 'Every shape needs a label';
export const sketchPolygonTooFew = 'A roof face or obstruction needs at least 3 points';
export const failedToLoadSalesPersonTree = 'Failed to load the sales-person tree';
export const salesPersonMoved = 'Sales person moved successfully';
export const failedToMoveSalesPerson = 'Failed to move sales person: ';
export const apiMoveSuperuserOnly = 'Only superusers can change the sales-person tree';
export const apiMoveUnknownUser = 'The person to move is not an active staff member';
export const apiMoveUnknownManager = 'The new manager is not an active staff member';
export const apiMoveCycle =
  'A person cannot be moved under themselves or under anyone who reports to them';
// Power bills beyond the spec's texts (issue 4; the spec names only 'Please enter usage').
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
// Part 2: the proposal presenter and comparison (texts of our own; the spec shows none).
export const savedProposalCreated = 'Proposal saved';
export const savedProposalUpdated = 'Proposal updated';
export const savedProposalDeleted = 'Proposal deleted';
export const savedProposalsFailed = 'Saved proposals could not be stored';
export const deleteCurrentProposalTitle = 'Delete Current Proposal';
export const deleteCurrentProposalText =
  'Delete the current proposal and reset the design to the defaults?';
export const compareWindowBlocked =
  'The comparison window was blocked; allow pop-ups for this site and try again';
export const compareNeedsTwoProposals =
  'Select at least two saved proposals in Present Proposal, then choose Compare Selected Proposals.';
// Part 2: the proposals list dialog, saved versions on the server and the preview (our own texts;
// the spec says the dialog validates but shows no messages).
export const proposalDealRequired = 'Please select a deal';
export const proposalVersionRequired = 'Please input the version';
export const proposalVersionWhole = 'The version must be a whole number of at least 1';
export const proposalStatusRequired = 'Please select a status';
export const proposalDescriptionTooLong = 'The description must be at most 500 characters';
export const apiUnknownProposalStatus = 'The selected proposal status does not exist';
export const apiProposalVersionTaken = 'This deal already has a proposal with this version';
export const apiProposalIdMismatch =
  'The id in the body does not match the proposal in the address';
export const apiProposalNotFound = 'Proposal not found';
export const apiUnknownProposalDeal = 'The selected deal does not exist';
export const apiProposalSavedDetailNotFound = 'This proposal has no saved design yet';
export const tooManyPanels = 'A proposal can hold at most 500 panels';
export const apiTooManyProposals =
  'This deal already has 100 proposals; delete one it no longer needs before saving another';
export const failedToLoadProposal = 'Failed to load the proposal';
export const proposalHasNoDesign =
  'This proposal has no saved design yet; open it in Design Proposal and save one.';
// Issue 6: the BOM quantities panel's saved-proposal select.
export const failedToLoadSavedProposals = 'Failed to load saved proposals';
// Issue 7: the staff dashboard's figures (our own text; the spec has none for it).
export const failedToLoadDashboard = 'Failed to load the dashboard figures';
// Issue 7: the customer portal's projects, proposals and service requests (our own texts).
export const failedToLoadProjects = 'Failed to load your projects';
export const failedToLoadPortalProposals = 'Failed to load your proposals';
export const failedToSendServiceRequest = 'Your request could not be sent';
export const failedToLoadServiceRequests = 'Failed to load service requests';
export const failedToUpdateServiceRequest = 'The service request could not be updated';
export const serviceRequestSent = 'Your request has been sent; we will contact you soon';
export const serviceRequestMarkedHandled = 'Service request marked as handled';
export const serviceRequestReopened = 'Service request reopened';
export const serviceRequestDealRequired = 'Please select a project';
export const serviceRequestKindRequired = 'Please choose a service';
export const serviceRequestMessageRequired = 'Please describe what you need';
export const serviceRequestMessageTooLong = 'The message must be at most 2000 characters';
export const serviceRequestStatusRequired = 'The status must be Open or Handled';
export const apiTooManyServiceRequests =
  'You have sent 10 requests in the last hour; please wait a little before sending another';
export const portalNoProjects =
  'No projects are linked to your account yet. Projects appear here once our team adds your email to them.';
export const apiPortalProjectNotFound = 'Project not found';
export const apiServiceRequestNotFound = 'Service request not found';
// Issue 7: administration of users and access (our own texts; the spec quotes none).
export const failedToFetchUsers = 'Failed to fetch users';
export const failedToLoadUser = 'Failed to load the user';
export const failedToLoadAccessSettings = 'Failed to load the access settings';
export const failedToLoadAuditEvents = 'Failed to load the change history';
export const failedToSaveUser = 'Failed to save user: ';
export const failedToSaveAccess = 'Failed to save access settings: ';
export const failedToChangeManager = 'Failed to change manager: ';
export const failedToChangeUserStatus = 'Failed to change the user status: ';
export const userCreated = 'User created successfully';
export const userUpdated = 'User updated successfully';
export const userDeactivated = 'User deactivated; their sessions were ended';
export const userReactivated = 'User reactivated';
export const managerChanged = 'Manager changed successfully';
export const accessSaved = 'Access settings saved';
export const deactivateUserTitle = 'Deactivate User';
export const deactivateUserConfirmText =
  'Deactivate this user? They are signed out at once and cannot sign in until reactivated.';
export const reactivateUserTitle = 'Reactivate User';
export const reactivateUserConfirmText = 'Reactivate this user? They can sign in again.';
export const apiUserNotFound = 'User not found';
export const apiEmailTaken = 'A user with this email address already exists';
export const apiCannotDeactivateSelf = 'You cannot deactivate your own account';
export const apiCannotRemoveOwnStaff = 'You cannot remove your own staff flag';
export const apiLastSuperuser = 'The last active superuser cannot be deactivated or demoted';
export const apiSuperuserFlagSuperuserOnly = 'Only superusers can grant or remove superuser rights';
export const apiSuperuserStateSuperuserOnly =
  "Only superusers can change a superuser's staff status, active status or manager";
export const apiCannotRemoveOwnAccessSetting =
  'You cannot remove your own access to User Access Settings; ask another administrator';
export const apiCustomerCannotHaveManager =
  'A customer cannot have a manager; only staff users have one';
export const apiUnknownMenuItems = 'Some of the selected menu items do not exist';
export const apiUserAlreadyActive = 'This user is already active';
export const apiUserAlreadyInactive = 'This user is already deactivated';
export const apiValueOutOfRange = 'A value in the request is out of range or not in a valid format';
export const apiDatabaseUnavailable =
  'The database is temporarily unavailable; nothing was saved, please try again shortly';
/** A second API process started on the embedded database's data folder (refused at start). */
export const embeddedDatabaseInUse = (dataDir: string, pid: number) =>
  `The embedded database in ${dataDir} is already in use by another API process (pid ${pid}). ` +
  'Run several API processes only on PostgreSQL (DATABASE_URL).';
/** A deal page whose deal id does not exist (or is not a number). */
export const dealDoesNotExist = 'This deal does not exist.';
