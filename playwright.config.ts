import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { serverNodeFlags } from './bench/lib/server';
import { findChromium } from './test/helpers/chromium';

const port = Number(process.env.E2E_PORT ?? 3199);
// The marketing screenshots have a server of their own, on the next port, and the specs that
// change the whole site one more.
const screenshotPort = port + 1;
const siteWidePort = port + 2;
const browser = await findChromium();
const afterTheOthers =
  /(resilience|restarts|crash-recovery|two-instances|lead-challenge|two-factor)\.spec\.ts$/;
const screenshots = /marketing-screenshots\.spec\.ts$/;
// The longest specs, each with servers of its own: queued first, so that no worker is still
// running one of them alone at the end (Playwright queues projects in this order).
const ownServers = /(site-move|raw-paths|cache-front-door)\.spec\.ts$/;
const siteWide = /page-builder-site-wide\.spec\.ts$/;

/** The built server on `port`; every run starts from an empty embedded database it migrates and seeds. */
const server = (serverPort: number) => ({
  command: ['node', ...serverNodeFlags, 'dist/app-server.mjs'].join(' '),
  url: `http://127.0.0.1:${serverPort}/healthz`,
  reuseExistingServer: false,
  timeout: 120_000,
  env: {
    PORT: String(serverPort),
    HOST: '127.0.0.1',
    DATA_DIR: mkdtempSync(path.join(tmpdir(), 'ava-e2e-')),
    LOG_LEVEL: 'warn',
    DATABASE_URL: '',
    // Spec files that send leads each use an address of their own (test/e2e/support.ts).
    TRUST_PROXY: 'loopback',
  },
  stdout: 'ignore' as const,
  stderr: 'pipe' as const,
});

export default defineConfig({
  testDir: 'test/e2e',
  fullyParallel: true,
  workers: Number(process.env.E2E_WORKERS ?? 2),
  retries: 0,
  forbidOnly: true,
  timeout: 30_000,
  // Screenshots differ from one build of Chromium to another (fonts, anti-aliasing): each kind
  // has its own baselines. A missing one is made only on purpose (`--update-snapshots`).
  snapshotPathTemplate: `{testDir}/{testFileName}-snapshots/${browser.kind}/{arg}{ext}`,
  updateSnapshots: 'none',
  reporter: process.env.CI ? 'list' : [['list']],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    launchOptions: { executablePath: browser.executablePath, args: browser.args },
    trace: 'off',
    // A failed test leaves the page as it was in test-results/ (a trace of every test costs CPU).
    screenshot: 'only-on-failure',
  },
  projects: [
    {
      name: 'own-servers',
      use: { ...devices['Desktop Chrome'] },
      testMatch: ownServers,
    },
    // The resilience and restart tests load the machine and stop servers on purpose, each on
    // servers of its own (the browser tests assert no timings). Queued early like the specs
    // above: run last, the longest of them (48 s) kept the tier waiting with a core idle.
    {
      name: 'resilience',
      testMatch: /(resilience|restarts|crash-recovery|two-instances)\.spec\.ts$/,
    },
    // The specs below change the whole site (the home page's headline and the shared pricing
    // plans; two-step sign-in required for staff, which would send the other tests' staff to
    // enrolment; a proof of work asked of every lead form): they run one after another on a
    // server of their own, beside the browser tests, which never see them. Queued before those,
    // the chain starts at once instead of keeping one worker busy alone at the end.
    {
      name: 'site-wide',
      testMatch: siteWide,
      use: { baseURL: `http://127.0.0.1:${siteWidePort}` },
      fullyParallel: false,
    },
    {
      name: 'two-factor',
      testMatch: /two-factor\.spec\.ts$/,
      use: { baseURL: `http://127.0.0.1:${siteWidePort}` },
      dependencies: ['site-wide'],
      fullyParallel: false,
    },
    {
      name: 'spam-check',
      testMatch: /lead-challenge\.spec\.ts$/,
      use: { baseURL: `http://127.0.0.1:${siteWidePort}` },
      dependencies: ['two-factor'],
      fullyParallel: false,
    },
    {
      name: 'screenshots',
      use: { ...devices['Desktop Chrome'], baseURL: `http://127.0.0.1:${screenshotPort}` },
      testMatch: screenshots,
    },
    {
      name: 'chromium',
      use: { ...devices['Desktop Chrome'] },
      testIgnore: [afterTheOthers, screenshots, siteWide, ownServers],
    },
  ],
  webServer: [server(port), server(screenshotPort), server(siteWidePort)],
});
