/** What `bench/abuse.ts` sections share: their context, RSS sampling and row formatting. */
import type { Row } from './report';
import { processTreeRssMiB, rssMiB, type RunningServer } from './server';

/** What every section gets: the running server, and how to act as a sample account. */
export interface BenchContext {
  server: RunningServer;
  pid: number;
  /** Idle RSS in MiB, measured once the server has settled after start-up. */
  idleMiB: number;
  usePglite: boolean;
  signIn(username: string, password: string): Promise<string>;
}

export const mib = (value: number) => `${value.toFixed(0)} MiB`;
export const ms = (value: number) => `${value.toFixed(0)} ms`;
export const sleep = (milliseconds: number) =>
  new Promise((resolve) => setTimeout(resolve, milliseconds));

/**
 * Runs `work` while sampling RSS every 20 ms: the server process alone, and with its children
 * (the image worker). Answers the result, the time taken and both peaks.
 */
export async function whileSampling<T>(pid: number, work: () => Promise<T>) {
  let serverPeak = rssMiB(pid);
  let treePeak = processTreeRssMiB(pid);
  const sample = () => {
    serverPeak = Math.max(serverPeak, rssMiB(pid));
    treePeak = Math.max(treePeak, processTreeRssMiB(pid));
  };
  const sampler = setInterval(sample, 20);
  const started = performance.now();
  try {
    const result = await work();
    const elapsedMs = performance.now() - started;
    sample();
    return { result, elapsedMs, serverPeakMiB: serverPeak, treePeakMiB: treePeak };
  } finally {
    clearInterval(sampler);
  }
}

/** The rows for the peaks `whileSampling` saw. */
export const peakRows = (run: { serverPeakMiB: number; treePeakMiB: number }): Row[] => [
  { measure: '  peak RSS: server process', value: mib(run.serverPeakMiB), budget: '', pass: null },
  {
    measure: '  peak RSS: server + image worker',
    value: mib(run.treePeakMiB),
    budget: '',
    pass: null,
  },
];

export const statusSummary = (statuses: number[]) =>
  Object.entries(
    statuses.reduce<Record<number, number>>((counts, status) => {
      counts[status] = (counts[status] ?? 0) + 1;
      return counts;
    }, {}),
  )
    .map(([status, count]) => `${count}× ${status}`)
    .join(', ');
