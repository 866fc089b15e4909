import { EventEmitter } from 'node:events';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { quietMemoryReleaseMs, releaseMemoryWhenQuiet } from '#src/http/quiet-memory-release';

describe('releaseMemoryWhenQuiet', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  function quietServer() {
    const server = new EventEmitter();
    const collect = vi.fn();
    const stop = releaseMemoryWhenQuiet(server, collect);
    return { server, collect, stop };
  }

  it('collects once, memory-reducing, after start-up and a quiet spell', () => {
    const { collect, stop } = quietServer();
    vi.advanceTimersByTime(quietMemoryReleaseMs - 1);
    expect(collect).not.toHaveBeenCalled();
    vi.advanceTimersByTime(quietMemoryReleaseMs);
    expect(collect).toHaveBeenCalledExactlyOnceWith({
      type: 'major',
      execution: 'sync',
      flavor: 'last-resort',
    });
    // Still quiet: nothing new to give back.
    vi.advanceTimersByTime(quietMemoryReleaseMs * 10);
    expect(collect).toHaveBeenCalledTimes(1);
    stop();
  });

  it('waits while requests keep coming, and collects again after the next quiet spell', () => {
    const { server, collect, stop } = quietServer();
    vi.advanceTimersByTime(quietMemoryReleaseMs * 2);
    expect(collect).toHaveBeenCalledTimes(1);
    for (let second = 0; second < 60; second++) {
      server.emit('request');
      vi.advanceTimersByTime(1_000);
    }
    expect(collect).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(quietMemoryReleaseMs * 2);
    expect(collect).toHaveBeenCalledTimes(2);
    stop();
  });

  it('stops listening and collecting when stopped', () => {
    const { server, collect, stop } = quietServer();
    stop();
    expect(server.listenerCount('request')).toBe(0);
    vi.advanceTimersByTime(quietMemoryReleaseMs * 10);
    expect(collect).not.toHaveBeenCalled();
  });

  it('does nothing where V8 does not expose its collector', () => {
    const server = new EventEmitter();
    const stop = releaseMemoryWhenQuiet(server, undefined);
    expect(server.listenerCount('request')).toBe(0);
    stop();
  });
});
