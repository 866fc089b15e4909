/** Reading a password in a command: from a pipe, or typed at a terminal without echo. */

export const messages = {
  empty: 'No password given.',
  mismatch: 'The two passwords differ.',
  cancelled: 'Cancelled.',
} as const;

export class PasswordInputError extends Error {}

/** The first line of standard input (a pipe or a file): `printf '%s\n' "$PASSWORD" | …`. */
async function readFirstLine(input: NodeJS.ReadStream): Promise<string> {
  let text = '';
  for await (const chunk of input) {
    text += String(chunk);
    if (text.includes('\n')) break;
  }
  input.destroy();
  return text.split(/\r?\n/)[0] ?? '';
}

/** Prompts on stderr (stdout stays for results) and reads one line with the echo off. */
function ask(prompt: string, input: NodeJS.ReadStream): Promise<string> {
  return new Promise((resolve, reject) => {
    process.stderr.write(prompt);
    input.setRawMode(true);
    input.setEncoding('utf8');
    input.resume();
    let typed = '';
    const finish = (error?: Error) => {
      input.off('data', onData);
      input.setRawMode(false);
      input.pause();
      process.stderr.write('\n');
      if (error) reject(error);
      else resolve(typed);
    };
    const onData = (keys: string) => {
      for (const key of keys) {
        if (key === '\r' || key === '\n' || key === '\u0004') return finish();
        if (key === '\u0003') return finish(new PasswordInputError(messages.cancelled));
        if (key === '\u007f' || key === '\b') typed = typed.slice(0, -1);
        else typed += key;
      }
    };
    input.on('data', onData);
  });
}

/**
 * The new account's password: the first line of standard input when it is not a terminal,
 * else typed twice without echo.
 */
export async function readNewPassword(input: NodeJS.ReadStream = process.stdin): Promise<string> {
  let password: string;
  if (input.isTTY) {
    password = await ask('Password: ', input);
    if (password && (await ask('Password again: ', input)) !== password) {
      throw new PasswordInputError(messages.mismatch);
    }
  } else {
    password = await readFirstLine(input);
  }
  if (!password) throw new PasswordInputError(messages.empty);
  return password;
}
