import type { Database } from '../models/db';
import { TooManyRequestsError } from '../errors';
import { rateLimitRefusals } from '../process-metrics';

export interface Counter {
  hits: number;
  resetAt: Date;
}

/** Where counters live. The database store is shared by all instances; swap in Redis or similar here. */
export interface RateLimitStore {
  increment(key: string, windowMs: number): Promise<Counter>;
  /** Gives one attempt back (an attempt that was counted but turned out not to count). */
  decrement(key: string): Promise<void>;
  reset(key: string): Promise<void>;
}

export class DatabaseRateLimitStore implements RateLimitStore {
  constructor(private readonly db: Database) {}

  async increment(key: string, windowMs: number): Promise<Counter> {
    const result = await this.db.raw(
      `insert into rate_limits (key, hits, reset_at) values (?, 1, now() + make_interval(secs => ?::double precision))
       on conflict (key) do update set
         hits = case when rate_limits.reset_at <= now() then 1 else rate_limits.hits + 1 end,
         reset_at = case when rate_limits.reset_at <= now() then excluded.reset_at else rate_limits.reset_at end
       returning hits, reset_at as "resetAt"`,
      [key, windowMs / 1000],
    );
    // Expired counters are cleared now and then rather than on a timer.
    if (Math.random() < 0.01)
      await this.db('rateLimits').where('resetAt', '<', new Date()).delete();
    const row = (result.rows as Array<{ hits: number; resetAt: Date | string }>)[0]!;
    return { hits: row.hits, resetAt: new Date(row.resetAt) };
  }

  async decrement(key: string): Promise<void> {
    await this.db('rateLimits')
      .where({ key })
      .where('hits', '>', 0)
      .update({ hits: this.db.raw('hits - 1') });
  }

  async reset(key: string): Promise<void> {
    await this.db('rateLimits').where({ key }).delete();
  }
}

/**
 * Counters in this process's memory: for limits that must cost nothing per request (a flood of
 * analytics beacons) and may be per instance.
 */
export class MemoryRateLimitStore implements RateLimitStore {
  private readonly counters = new Map<string, Counter>();

  async increment(key: string, windowMs: number): Promise<Counter> {
    const now = Date.now();
    let counter = this.counters.get(key);
    if (!counter || counter.resetAt.getTime() <= now) {
      // Expired counters go when the map grows, rather than on a timer.
      if (this.counters.size >= 50_000) this.dropExpired(now);
      counter = { hits: 0, resetAt: new Date(now + windowMs) };
      this.counters.set(key, counter);
    }
    counter.hits += 1;
    return { ...counter };
  }

  async decrement(key: string): Promise<void> {
    const counter = this.counters.get(key);
    if (counter && counter.hits > 0) counter.hits -= 1;
  }

  async reset(key: string): Promise<void> {
    this.counters.delete(key);
  }

  private dropExpired(now: number) {
    for (const [key, counter] of this.counters) {
      if (counter.resetAt.getTime() <= now) this.counters.delete(key);
    }
    if (this.counters.size >= 50_000) this.counters.clear();
  }
}

export interface LimitRule {
  name: string;
  max: number;
  windowMs: number;
  message: string;
}

export class RateLimiter {
  constructor(
    private readonly store: RateLimitStore,
    private readonly rule: LimitRule,
  ) {}

  private key(subject: string) {
    return `${this.rule.name}:${subject.toLowerCase()}`;
  }

  private refuse(counter: Counter): never {
    const seconds = Math.max(1, Math.ceil((counter.resetAt.getTime() - Date.now()) / 1000));
    rateLimitRefusals.inc({ limit: this.rule.name });
    throw new TooManyRequestsError(this.rule.message, seconds);
  }

  /** Counts an attempt and refuses it when it goes over the allowance (for limits on every try). */
  async consume(subjects: string[]): Promise<void> {
    for (const subject of subjects) {
      const counter = await this.store.increment(this.key(subject), this.rule.windowMs);
      if (counter.hits > this.rule.max) this.refuse(counter);
    }
  }

  /**
   * Counts an attempt before the work it guards and answers how to give it back, for work that
   * succeeded or never ran. An attempt over the allowance is given back at once and refused:
   * concurrent requests each take their own count, so no more than `max` ever get through.
   */
  async take(subject: string): Promise<() => Promise<void>> {
    const key = this.key(subject);
    const counter = await this.store.increment(key, this.rule.windowMs);
    const giveBack = () => this.store.decrement(key);
    if (counter.hits > this.rule.max) {
      await giveBack();
      this.refuse(counter);
    }
    return giveBack;
  }

  async reset(subject: string): Promise<void> {
    await this.store.reset(this.key(subject));
  }
}
