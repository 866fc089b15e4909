import { existsSync } from 'node:fs';
import path from 'node:path';
import { chromium } from '@playwright/test';

export interface BrowserLaunch {
  executablePath: string | undefined;
  args: string[];
  source: string;
  /**
   * Which build of Chromium this is, for what depends on how it draws (the marketing
   * screenshots): the executable's name, or `sparticuz-chromium` for the packaged one.
   */
  kind: string;
}

/** Flags that keep Chromium from reaching for the network or a sandbox it cannot have here. */
const quietFlags = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];

/**
 * The browser for e2e tests, in order: CHROMIUM_PATH, Playwright's own download, the
 * system's headless shell or full Chromium, then @sparticuz/chromium (an npm package that ships
 * one).
 */
export async function findChromium(
  options: { headlessShell?: boolean } = {},
): Promise<BrowserLaunch> {
  const fromEnv = process.env.CHROMIUM_PATH;
  if (fromEnv) {
    return {
      executablePath: fromEnv,
      args: quietFlags,
      source: 'CHROMIUM_PATH',
      kind: path.basename(fromEnv),
    };
  }
  const playwrightOwn = chromium.executablePath();
  if (playwrightOwn && existsSync(playwrightOwn)) {
    return {
      executablePath: playwrightOwn,
      args: quietFlags,
      source: 'Playwright',
      kind: `playwright-${path.basename(playwrightOwn)}`,
    };
  }
  // Debian's headless shell is the same Chromium without the browser around it: it needs about
  // half the CPU of the full browser in headless mode, which halves the browser tier here.
  const systemBrowsers = [
    ...(options.headlessShell === false ? [] : ['/usr/bin/chromium-headless-shell']),
    '/usr/bin/chromium',
    '/usr/bin/chromium-browser',
  ];
  for (const candidate of systemBrowsers) {
    if (existsSync(candidate)) {
      return {
        executablePath: candidate,
        args: quietFlags,
        source: candidate,
        kind: path.basename(candidate),
      };
    }
  }
  // Its own launch flags are for AWS Lambda: running in one process there makes Chromium close
  // whenever a test opens a second page or context, so only the software renderer is kept.
  const { default: packaged } = await import('@sparticuz/chromium');
  return {
    executablePath: await packaged.executablePath(),
    args: [...quietFlags, '--use-angle=swiftshader'],
    source: '@sparticuz/chromium',
    kind: 'sparticuz-chromium',
  };
}
