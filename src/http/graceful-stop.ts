import { Server as NetServer, type Socket } from 'node:net';
import type { Server, ServerResponse } from 'node:http';

/** How long a stopping process gives its requests and jobs before it cuts them. */
export const shutdownTimeoutMs = 10_000;

/**
 * How long a keep-alive connection with nothing in flight is kept once stopping starts. A request
 * a client sent just before the signal may still be on its way, or in the socket's buffer not yet
 * parsed; closing the connection then would reset it. Within this time such a request arrives and
 * is answered, with `Connection: close`.
 */
const quietBeforeClosingMs = 1_000;

/**
 * Stops an HTTP server without resetting a request that a client has already sent: it stops
 * accepting, answers every request it has begun to receive (each with `Connection: close`), closes
 * each keep-alive connection once it has been quiet for a moment, and resolves when none is left.
 * Node's `server.close()` closes the idle connections at once, which is what resets a request
 * still in a socket's buffer: it is not used. A request whose client hung up while the app was
 * still working on it (a load tester ending its run, a visitor closing the tab) is waited for
 * too, until the app ends its response: the database must not close under a render.
 */
export function gracefulStopper(server: Server) {
  /** Each open connection: its requests being answered, and since when it has had none. */
  const connections = new Map<Socket, { inFlight: number; quietSince: number }>();
  /** Responses whose connection closed before the app ended them, with when it closed. */
  const abandoned = new Map<ServerResponse, number>();
  let stopping = false;

  /** How many abandoned responses the app is still working on; forgets the others. */
  function stillWorking(now: number): number {
    for (const [res, closedAt] of abandoned) {
      // An app that gives up on a gone client without ending its response is not waited for.
      if (res.writableEnded || now - closedAt > shutdownTimeoutMs) abandoned.delete(res);
    }
    return abandoned.size;
  }

  server.on('connection', (socket: Socket) => {
    connections.set(socket, { inFlight: 0, quietSince: Date.now() });
    socket.once('close', () => connections.delete(socket));
  });
  server.on('request', (req, res) => {
    const connection = connections.get(req.socket);
    if (connection) connection.inFlight += 1;
    if (stopping && !res.headersSent) res.setHeader('Connection', 'close');
    res.once('close', () => {
      if (!res.writableEnded) {
        abandoned.set(res, Date.now());
        stillWorking(Date.now());
      }
      if (!connection) return;
      connection.inFlight -= 1;
      connection.quietSince = Date.now();
    });
  });

  function closeQuietConnections(now: number) {
    for (const [socket, { inFlight, quietSince }] of connections) {
      const quiet = Math.max(quietSince, stoppedAt);
      if (inFlight === 0 && now - quiet >= quietBeforeClosingMs) socket.end();
    }
  }

  let stoppedAt = 0;
  return {
    server,
    get stopping() {
      return stopping;
    },
    /** Resolves once every connection has closed; after `timeoutMs`, the rest are cut. */
    stop(timeoutMs: number): Promise<void> {
      stopping = true;
      stoppedAt = Date.now();
      // net's close: stops accepting, without http's closing of idle connections (see above). A
      // cluster worker's server never listened: its primary hands it connections.
      if (server.listening) NetServer.prototype.close.call(server);
      return new Promise((resolve) => {
        const closedAll = () => {
          if (connections.size > 0 || stillWorking(Date.now()) > 0) return;
          clearInterval(sweep);
          clearTimeout(cut);
          resolve();
        };
        const sweep = setInterval(() => {
          closeQuietConnections(Date.now());
          closedAll();
        }, 100);
        const cut = setTimeout(() => {
          for (const socket of connections.keys()) socket.destroy();
          abandoned.clear();
        }, timeoutMs);
        closedAll();
      });
    },
  };
}
