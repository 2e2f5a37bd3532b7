// Messages: The staff dashboard.
// One export per text, read everywhere as `messages.x`; ../messages.ts says where a text goes.

// The staff dashboard's figures (our own text).
export const failedToLoadDashboard = 'Failed to load the dashboard figures';
