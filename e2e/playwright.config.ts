import { defineConfig, devices } from '@playwright/test';
import { hostUrl } from './support/test-stack';

/**
 * End-to-end tests against production builds served as `npm start` serves them. The browser is the
 * system Chromium: `playwright install` cannot download here, and without the network switches
 * below Chromium keeps trying outside connections this network refuses.
 */
export default defineConfig({
  testDir: './tests',
  testMatch: '**/*.test.ts',
  globalSetup: './support/global-setup.ts',
  // The stack is one set of servers with one database; two cores run one browser well.
  workers: 1,
  fullyParallel: false,
  forbidOnly: true,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 15_000 },
  reporter: [['list']],
  // Playwright empties this folder when it starts; concurrent runs each need their own.
  outputDir: process.env.E2E_OUTPUT_DIR ?? './test-results',
  use: {
    ...devices['Desktop Chrome'],
    baseURL: hostUrl,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    },
  },
});
