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
