import { defineConfig } from '@playwright/test';
import { CHROMIUM, PLATFORM } from './env';

export default defineConfig({
  testDir: './tests',
  globalSetup: './global-setup.ts',
  outputDir: './test-results/artifacts',
  fullyParallel: false,
  // Two cores: one browser at a time beside the server and its PostgreSQL.
  workers: 1,
  retries: 0,
  // Every screenshot is also an accessibility check.
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI
    ? [['list'], ['html', { open: 'never', outputFolder: './playwright-report' }], ['./failure-digest.ts']]
    : [['list'], ['./failure-digest.ts']],
  use: {
    baseURL: PLATFORM,
    browserName: 'chromium',
    viewport: { width: 1280, height: 800 },
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      // Debian's Chromium; a browser is never downloaded.
      executablePath: CHROMIUM,
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--disable-quic',
      ],
    },
  },
});
