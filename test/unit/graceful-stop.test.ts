import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { gracefulStopper } from '#src/http/graceful-stop';

const servers: http.Server[] = [];
afterEach(() => {
  for (const server of servers.splice(0)) server.closeAllConnections();
});

/** A server whose every answer takes `workMs`, as a render waiting on the database does. */
async function slowServer(workMs: number) {
  const ended: number[] = [];
  const server = http.createServer((_req, res) => {
    setTimeout(() => {
      res.end('done');
      ended.push(Date.now());
    }, workMs);
  });
  servers.push(server);
  const stopper = gracefulStopper(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { stopper, ended, url: `http://127.0.0.1:${port}/` };
}

/** Sends a request and hangs up before the answer, as wrk does at the end of its run. */
function sendAndHangUp(url: string, afterMs: number) {
  const request = http.get(url);
  request.on('error', () => {});
  return new Promise<void>((resolve) =>
    setTimeout(() => {
      request.destroy();
      resolve();
    }, afterMs),
  );
}

describe('a stopping server', () => {
  it('waits for the app to end the requests whose client hung up, before it says it stopped', async () => {
    const { stopper, ended, url } = await slowServer(600);
    await Promise.all([1, 2, 3].map(() => sendAndHangUp(url, 100)));
    await stopper.stop(5_000);
    const stoppedAt = Date.now();
    // Had it stopped at once, the database would close under these three.
    expect(ended).toHaveLength(3);
    expect(Math.max(...ended)).toBeLessThanOrEqual(stoppedAt);
  });

  it('stops at its time limit when the app never ends a response', async () => {
    const never = http.createServer(() => {});
    servers.push(never);
    const stopper = gracefulStopper(never);
    await new Promise<void>((resolve) => never.listen(0, '127.0.0.1', resolve));
    const { port } = never.address() as AddressInfo;
    await sendAndHangUp(`http://127.0.0.1:${port}/`, 50);
    // Without the limit this would wait for ever (and the test would time out).
    await stopper.stop(300);
    expect(never.listening).toBe(false);
  });
});
