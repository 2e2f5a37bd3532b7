// What other modules use of administration: the website API keys' check.
export { liveApiKey } from './admin-api-keys-queries';
