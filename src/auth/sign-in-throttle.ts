import { RateLimiter, type RateLimitStore } from '../services/rate-limit';

export const messages = {
  tooManyLogins: 'Too many failed sign-in attempts. Please wait a few minutes and try again.',
} as const;

const windowMs = 15 * 60_000;

/**
 * Failed sign-ins allowed in 15 minutes, following OWASP's advice on online guessing: per
 * address and account (a typo-prone user), per address (one address guessing many accounts),
 * per account from browsers that never signed in to it (many addresses guessing one account),
 * and per device cookie (that account's own browsers, which the account ceiling lets through).
 */
export const signInAllowances = {
  addressAndAccount: 5,
  address: 20,
  account: 30,
  device: 10,
} as const;

export interface SignInAttempt {
  address: string;
  username: string;
  /** Set when the browser carries a valid device cookie for this account. */
  deviceId: string | null;
}

/** An attempt that was counted before its password is checked. */
export interface SignInTicket {
  /** The password was right: the attempt is given back and the address's typos forgiven. */
  succeeded(): Promise<void>;
  /** The password was never checked (a busy server, a database error): given back. */
  abandoned(): Promise<void>;
}

export class SignInThrottle {
  private readonly limit: Record<keyof typeof signInAllowances, RateLimiter>;

  constructor(store: RateLimitStore) {
    const rule = (name: string, max: number) =>
      new RateLimiter(store, { name, max, windowMs, message: messages.tooManyLogins });
    this.limit = {
      addressAndAccount: rule('login-address-account', signInAllowances.addressAndAccount),
      address: rule('login-address', signInAllowances.address),
      account: rule('login-account', signInAllowances.account),
      device: rule('login-device', signInAllowances.device),
    };
  }

  /**
   * A request with an API token that does not work (unknown, revoked, expired) counts against
   * its address's allowance like a wrong password from it: a guesser of tokens is refused (429)
   * as soon as one of passwords, and uses up the address's sign-in attempts too.
   */
  async countRefusedToken(address: string): Promise<void> {
    await this.limit.address.consume([address]);
  }

  /**
   * Counts the attempt against every limit that applies *before* the password is checked, so
   * however many requests arrive at once, no more than an allowance are ever checked; refuses
   * with 429 when one is used up. A failed attempt simply stays counted.
   */
  async begin({ address, username, deviceId }: SignInAttempt): Promise<SignInTicket> {
    const pair = `${address}|${username}`;
    const counted: Array<[RateLimiter, string]> = [
      [this.limit.addressAndAccount, pair],
      [this.limit.address, address],
      deviceId ? [this.limit.device, deviceId] : [this.limit.account, username],
    ];
    const givesBack: Array<() => Promise<void>> = [];
    const giveBackAll = () => Promise.all(givesBack.map((giveBack) => giveBack())).then(() => {});
    try {
      for (const [limiter, subject] of counted) givesBack.push(await limiter.take(subject));
    } catch (error) {
      await giveBackAll();
      throw error;
    }
    return {
      succeeded: async () => {
        await giveBackAll();
        await this.limit.addressAndAccount.reset(pair);
      },
      abandoned: giveBackAll,
    };
  }
}
