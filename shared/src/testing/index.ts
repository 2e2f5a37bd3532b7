// Test helpers for every browser package (`@solar/shared/testing`); never imported by app code.
export { installFakeApi, type FakeApi, type FakeApiCall, type FakeHandler } from './fake-api';
export { menuItem, testMenu, testRuntimeConfig, testServiceRequest, testUser } from './fixtures';
export { HistoryControls } from './history-controls';
export { LocationProbe } from './location-probe';
export { renderPage, type RenderPageOptions } from './render-page';
