import { execFileSync, spawnSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

/**
 * wrk (Debian's `wrk` package), where installed: a load generator in C that costs the machine
 * far less per request than autocannon, so the server's own ceiling shows on a 2-core machine.
 */
export const hasWrk = () => spawnSync('wrk', ['--version']).error === undefined;

export interface WrkResult {
  requests: number;
  perSecond: number;
  non2xx: number;
  errors: number;
  p99Ms: number;
}

const toMs = (value: string, unit: string) =>
  Number(value) * ({ us: 0.001, ms: 1, s: 1000 } as Record<string, number>)[unit]!;

/** Runs wrk (one thread, keep-alive) and reads its report. `script` is Lua (wrk's `-s`). */
export function runWrk(
  url: string,
  connections: number,
  seconds: number,
  script?: string,
): WrkResult {
  const args = ['-t1', `-c${connections}`, `-d${seconds}s`, '--latency'];
  if (script) {
    const file = path.join(mkdtempSync(path.join(tmpdir(), 'wrk-')), 'load.lua');
    writeFileSync(file, script);
    args.push('-s', file);
  }
  const output = execFileSync('wrk', [...args, url], { encoding: 'utf8' });
  const number = (pattern: RegExp) => Number(output.match(pattern)?.[1] ?? 0);
  const p99 = output.match(/99%\s+([\d.]+)(us|ms|s)/);
  const socketErrors = output.match(
    /Socket errors: connect (\d+), read (\d+), write (\d+), timeout (\d+)/,
  );
  return {
    requests: number(/(\d+) requests in/),
    perSecond: number(/Requests\/sec:\s+([\d.]+)/),
    non2xx: number(/Non-2xx or 3xx responses: (\d+)/),
    errors: socketErrors ? socketErrors.slice(1).reduce((sum, n) => sum + Number(n), 0) : 0,
    p99Ms: p99 ? toMs(p99[1]!, p99[2]!) : Number.NaN,
  };
}
