import { spawn, type ChildProcess } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** The V8 heap flags `npm start` runs the server with (package.json `config.serverNodeFlags`). */
export const serverNodeFlags: string[] = (
  JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')) as {
    config: { serverNodeFlags: string };
  }
).config.serverNodeFlags.split(' ');

export interface RunningServer {
  process: ChildProcess;
  baseUrl: string;
  /** Milliseconds from spawn to the first 200 from `/` (or the `readyPath` asked for). */
  startupMs: number;
  stop(): Promise<number | null>;
  /** What the server has logged on stdout, when started with `captureOutput`. */
  output(): string;
}

/**
 * Starts the built app exactly as `npm start` does, after its build step; `checkout` is another
 * working copy's build (bench/lighthouse-compare.ts), this one's by default.
 */
export async function startServer(
  env: Record<string, string>,
  port: number,
  {
    captureOutput = false,
    checkout = root,
    readyPath = '/',
  }: { captureOutput?: boolean; checkout?: string; readyPath?: string } = {},
): Promise<RunningServer> {
  const baseUrl = `http://127.0.0.1:${port}`;
  // Another server left on the port would answer in this one's place.
  const taken = await fetch(baseUrl).then(
    () => true,
    () => false,
  );
  if (taken) throw new Error(`port ${port} is already in use: stop what is listening there`);
  const started = performance.now();
  const child = spawn(process.execPath, [...serverNodeFlags, 'dist/app-server.mjs'], {
    cwd: checkout,
    env: { ...process.env, LOG_LEVEL: 'warn', PORT: String(port), HOST: '127.0.0.1', ...env },
    stdio: ['ignore', captureOutput ? 'pipe' : 'ignore', 'inherit'],
  });
  let output = '';
  child.stdout?.on('data', (chunk) => (output += String(chunk)));
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited with code ${child.exitCode}`);
    try {
      const response = await fetch(`${baseUrl}${readyPath}`);
      if (response.status === 200) break;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  const startupMs = performance.now() - started;
  return {
    process: child,
    baseUrl,
    startupMs,
    output: () => output,
    stop: () =>
      new Promise((resolve) => {
        child.once('exit', (code) => resolve(code));
        child.kill('SIGTERM');
      }),
  };
}

/** Resident memory of a process in MiB, from /proc. */
export function rssMiB(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kib = Number(status.match(/VmRSS:\s+(\d+)/)?.[1] ?? 0);
  return kib / 1024;
}

/** Resident memory of a process and all its children (the server and its image worker), in MiB. */
export function processTreeRssMiB(pid: number): number {
  let total: number;
  let tasks: string[];
  try {
    total = rssMiB(pid);
    tasks = readdirSync(`/proc/${pid}/task`);
  } catch {
    return 0; // exited meanwhile
  }
  for (const task of tasks) {
    let children = '';
    try {
      children = readFileSync(`/proc/${pid}/task/${task}/children`, 'utf8');
    } catch {
      continue;
    }
    for (const child of children.trim().split(/\s+/).filter(Boolean)) {
      total += processTreeRssMiB(Number(child));
    }
  }
  return total;
}
