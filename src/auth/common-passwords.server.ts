import { createRequire } from 'node:module';

let common: Set<string> | undefined;

/**
 * The ~49,000 most common passwords of leaked lists (zxcvbn-ts's common dictionary, MIT),
 * loaded on first use: only setting a staff password needs them, and they take a few MB.
 */
function load(): Set<string> {
  const require = createRequire(import.meta.url);
  const { dictionary } = require('@zxcvbn-ts/language-common') as {
    dictionary: Record<'passwords-common', string[]>;
  };
  return new Set(dictionary['passwords-common']);
}

/** Whether a password is in the common list, ignoring case (the list is lower case). */
export function isCommonPassword(password: string): boolean {
  common ??= load();
  return common.has(password.toLowerCase());
}
