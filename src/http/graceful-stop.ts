import { Server as NetServer, type Socket } from 'node:net';
import type { Server } from 'node:http';

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
 * still in a socket's buffer: it is not used.
 */
export function gracefulStopper(server: Server) {
  const requestsOn = new Map<Socket, number>();
  const quietSince = new Map<Socket, number>();
  let stopping = false;

  server.on('connection', (socket: Socket) => {
    requestsOn.set(socket, 0);
    quietSince.set(socket, Date.now());
    socket.once('close', () => {
      requestsOn.delete(socket);
      quietSince.delete(socket);
    });
  });
  server.on('request', (req, res) => {
    const socket = req.socket;
    requestsOn.set(socket, (requestsOn.get(socket) ?? 0) + 1);
    if (stopping && !res.headersSent) res.setHeader('Connection', 'close');
    res.once('close', () => {
      requestsOn.set(socket, Math.max(0, (requestsOn.get(socket) ?? 1) - 1));
      quietSince.set(socket, Date.now());
    });
  });

  function closeQuietConnections(now: number) {
    for (const [socket, inFlight] of requestsOn) {
      const quiet = Math.max(quietSince.get(socket) ?? now, stoppedAt);
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
          if (requestsOn.size > 0) return;
          clearInterval(sweep);
          clearTimeout(cut);
          resolve();
        };
        const sweep = setInterval(() => {
          closeQuietConnections(Date.now());
          closedAll();
        }, 100);
        const cut = setTimeout(() => {
          for (const socket of requestsOn.keys()) socket.destroy();
        }, timeoutMs);
        closedAll();
      });
    },
  };
}
