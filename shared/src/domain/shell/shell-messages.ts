// Messages: The shell's shared handling of failures and the menu.
// One export per text, read everywhere as `messages.x`; ../messages.ts says where a text goes.

// Shared handling of a failed request, by response status (the default of every call).
export const sessionExpired = 'Session expired, please login again';
export const noResourcePermission = 'You do not have permission to access this resource';
export const serverError = 'Server error, please try again later';
export const genericError = 'Error';

// The menu.
export const failedToLoadMenuItems = 'Failed to load menu items';
export const failedToLoadMenuData = 'Failed to load menu data';
export const failedToLoadMenuOnRouteEntry = 'Failed to load menu on route entry';
