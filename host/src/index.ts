// The async boundary Module Federation needs: shared singletons are negotiated before any of
// them (React, the store…) is imported by the app.
void import('./bootstrap');
