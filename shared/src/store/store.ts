import { createAppStore } from './create-app-store';

/** The page's one store (the shared package is a federation singleton, so remotes get it too). */
export const store = createAppStore();
