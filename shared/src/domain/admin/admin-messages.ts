// Messages: Administration of users and access.
// One export per text, read everywhere as `messages.x`; ../messages.ts says where a text goes.

// Administration of users and their access (our own texts).
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

// Website API keys (the Users page's section): the installer's website sends leads with one.
export const apiKeysTitle = 'Website API keys';
export const apiKeysHelp =
  'The installer’s website sends leads to POST /api/public/leads/ with one of these keys in the X-Api-Key header.';
export const noApiKeysYet =
  'No API keys yet. Create one with "New API key" and give it to whoever runs the website.';
export const newApiKey = 'New API key';
export const apiKeyName = 'Name';
export const apiKeyDefaultOwner = 'Owner of its leads';
export const apiKeyUnassigned = 'Unassigned';
export const apiKeyCreatedColumn = 'Created';
export const apiKeyLastUsed = 'Last used';
export const apiKeyNeverUsed = 'Never';
export const apiKeyRevoke = 'Revoke';
export const apiKeyRevoked = 'Revoked';
export const apiKeyShownOnce =
  'Copy this key now: it is shown only once. The website sends it in the X-Api-Key header.';
export const apiKeyRevokeConfirm =
  'Revoke this key? The website using it can no longer send leads.';
export const failedToLoadApiKeys = 'Failed to load the API keys';
export const pleaseEnterApiKeyName = 'Please enter a name for the key';
export const apiKeyNameTooLong = 'The name must be at most 100 characters';
export const apiApiKeyNotFound = 'API key not found';
export const apiApiKeyInvalid = 'A valid API key is required in the X-Api-Key header';
export const apiLeadIntakeRateLimited = 'Too many leads from this key; try again in a minute';
