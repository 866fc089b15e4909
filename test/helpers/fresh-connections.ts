import http from 'node:http';

/*
 * Every request a test sends opens a connection of its own. Node's default agent keeps
 * connections alive and reuses them, and a test that fires hundreds of requests at once then
 * reuses sockets the server is closing for idleness (its 5-second keep-alive timeout), which a
 * loaded CI machine turns into ECONNRESET. The many clients those tests stand for each have a
 * connection of their own anyway. Loaded by Vitest before each integration file.
 */
http.globalAgent = new http.Agent({ keepAlive: false });
