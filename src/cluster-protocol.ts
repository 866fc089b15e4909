import type { Server } from 'node:http';
import type { Socket } from 'node:net';

/** What a cluster's primary and its workers say to each other (cluster-primary.ts). */
export const clusterMessages = {
  /** worker → primary: the app is built; hand me connections. */
  ready: 'ava:ready',
  /** primary → worker, with the accepted socket. */
  connection: 'ava:connection',
  /** primary → worker, after the last connection it handed over: stop gracefully. */
  stop: 'ava:stop',
} as const;

/**
 * A worker's side: connections arrive from the primary, paused, and are served as if accepted
 * here; `stop` arrives after the last of them, over the same ordered channel.
 */
export function serveHandedConnections(server: Server, stop: () => void): void {
  process.on('message', (message: unknown, socket?: Socket) => {
    if (message === clusterMessages.connection && socket) {
      server.emit('connection', socket);
      socket.resume();
    } else if (message === clusterMessages.stop) stop();
  });
  process.send!(clusterMessages.ready);
}
