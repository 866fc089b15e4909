import type { AddressInfo } from 'node:net';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export interface TestSmtpServer {
  url: string;
  received: ParsedMail[];
  /** While true, every message is refused with a temporary failure (a mail server in trouble). */
  refusing: boolean;
  close(): Promise<void>;
}

/**
 * A real SMTP server on a free local port, keeping what it receives parsed; `onArrival` hears
 * of each message as it is accepted (the lead bench times arrivals with it).
 */
export async function startSmtpServer(
  onArrival?: (mail: ParsedMail) => void,
): Promise<TestSmtpServer> {
  const received: ParsedMail[] = [];
  const state = { refusing: false };
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, _session, callback) {
      simpleParser(stream)
        .then((mail) => {
          if (state.refusing) {
            const error = Object.assign(new Error('Mailbox busy, try later'), {
              responseCode: 451,
            });
            return callback(error);
          }
          received.push(mail);
          onArrival?.(mail);
          callback();
        })
        .catch((error: Error) => callback(error));
    },
  });
  // A client that dies mid-message (a killed server) resets its connection: a mail server
  // carries on.
  server.on('error', () => {});
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    get refusing() {
      return state.refusing;
    },
    set refusing(value: boolean) {
      state.refusing = value;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
