import http from 'node:http';
import type { RunningServer } from './server';

/*
 * Keep-alive clients that each send their next request as soon as the last is answered, the way
 * wrk keeps a server busy, but telling apart what wrk counts together: a refused connection (the
 * server has stopped listening: retry elsewhere) and a request reset or closed under it (dropped).
 */

export interface LoadOutcome {
  answered: number;
  answeredAfterSignal: number;
  refused: number;
  /** Anything else: resets, hang-ups, error statuses. */
  failures: string[];
}

/** One GET on a keep-alive agent holding one connection. */
function get(agent: http.Agent, url: string) {
  return new Promise<number>((resolve, reject) => {
    http
      .get(url, { agent }, (response) => {
        response.resume();
        response.on('end', () => resolve(response.statusCode ?? 0));
        response.on('error', reject);
      })
      .on('error', reject);
  });
}

/** `connections` clients, each sending its next request as soon as its last one is answered. */
function keepAliveLoad(url: string, connections: number) {
  let signalledAt = Number.POSITIVE_INFINITY;
  const outcome: LoadOutcome = { answered: 0, answeredAfterSignal: 0, refused: 0, failures: [] };
  let connected = 0;
  let allConnected = () => {};
  const everyClientAnswered = new Promise<void>((resolve) => (allConnected = resolve));
  const clients = Array.from({ length: connections }, async () => {
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    let answeredHere = 0;
    const firstAnswered = () => {
      if (++connected === connections) allConnected();
    };
    try {
      for (;;) {
        const status = await get(agent, url);
        if (status !== 200) outcome.failures.push(`status ${status}`);
        outcome.answered += 1;
        answeredHere += 1;
        if (answeredHere === 1) firstAnswered();
        if (performance.now() > signalledAt) outcome.answeredAfterSignal += 1;
      }
    } catch (error) {
      if (answeredHere === 0) firstAnswered();
      const code = (error as NodeJS.ErrnoException).code ?? (error as Error).message;
      if (code === 'ECONNREFUSED' && performance.now() > signalledAt) outcome.refused += 1;
      else
        outcome.failures.push(
          `${code} at ${Math.round(performance.now() - signalledAt)} ms, after ${answeredHere} answers`,
        );
    } finally {
      agent.destroy();
    }
  });
  return {
    /** Every client has had an answer: the server has accepted all their connections. */
    everyClientAnswered,
    signalled: () => (signalledAt = performance.now()),
    /** Resolves once every client has met the stopped server. */
    done: () => Promise.all(clients).then(() => outcome),
  };
}

/**
 * Stops the server with SIGTERM while `connections` keep-alive clients keep it busy; answers its
 * exit code and what the clients saw.
 */
export async function stopUnderLoad(server: RunningServer, address: string, connections = 32) {
  const load = keepAliveLoad(`${server.baseUrl}${address}`, connections);
  // A connection still in the listen queue when the server stops listening is reset by the
  // system, however the server stops: a balancer sends no new connections to a stopping instance.
  await load.everyClientAnswered;
  await new Promise((resolve) => setTimeout(resolve, 1_000));
  load.signalled();
  const exitCode = await server.stop();
  return { exitCode, outcome: await load.done() };
}
