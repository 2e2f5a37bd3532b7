/** Business constants and limits of the specification. */
export const productName = 'Solar Workplace';

/** Request timeouts in milliseconds. */
export const requestTimeouts = {
  /** The global client's default. */
  default: 10_000,
  /** The spec's shared API helper (long-running calls such as uploads and syncs). */
  sharedHelper: 60_000,
  /** `GET /api/users/menu/`. */
  menu: 30_000,
} as const;

export const errorToastDurationMs = 5_000;
export const loginRetryDelayMs = 2_000;
export const searchDebounceMs = 300;

export const pageSizeOptions = [10, 20, 30, 50] as const;
export const dealsDefaultPageSize = 10;
export const proposalsDefaultPageSize = 20;
export const genericPagerDefaultLimit = 20;

/** The environment value that marks a test environment (shows the Testing Environment banner). */
export const testEnvironmentName = 'test';
export const testEnvironmentBanner = 'Testing Environment';

/** The sidebar's loading skeleton row count. */
export const sidebarSkeletonRows = 6;
