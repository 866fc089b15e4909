import { describe, expect, it } from 'vitest';
import {
  presetRange,
  rangeFromSearch,
  rangeQuery,
} from '#views/components/admin/analytics/analytics-range';
import { describeChange, formatRate } from '#views/components/admin/analytics/figures';
import { sparklinePoints } from '#views/components/admin/analytics/sparkline';

const today = '2026-03-01';

describe('the analytics range', () => {
  it('ends every preset today, both ends counted', () => {
    expect(presetRange('today', today)).toEqual({ from: today, to: today });
    expect(presetRange('7d', today)).toEqual({ from: '2026-02-23', to: today });
    expect(presetRange('30d', today)).toEqual({ from: '2026-01-31', to: today });
    expect(presetRange('12m', today)).toEqual({ from: '2025-03-02', to: today });
    // Twelve months back from 2025-02-28, plus a day, is the leap day.
    expect(presetRange('12m', '2025-02-28')).toEqual({ from: '2024-02-29', to: '2025-02-28' });
  });

  it('reads a preset or a custom range from the address, 30 days otherwise', () => {
    expect(rangeFromSearch({}, today)).toEqual({ from: '2026-01-31', to: today, preset: '30d' });
    expect(rangeFromSearch({ range: '7d' }, today)).toMatchObject({ preset: '7d' });
    expect(rangeFromSearch({ range: 'forever' }, today)).toMatchObject({ preset: '30d' });
    expect(rangeFromSearch({ from: '2026-01-01', to: '2026-01-31' }, today)).toEqual({
      from: '2026-01-01',
      to: '2026-01-31',
      preset: 'custom',
    });
  });

  it('falls back to 30 days, with the reason, for a range the server would refuse', () => {
    expect(rangeFromSearch({ from: '2026-02-01', to: '2026-01-01' }, today)).toEqual({
      from: '2026-01-31',
      to: today,
      preset: '30d',
      refused: 'From must be on or before To',
    });
    expect(rangeFromSearch({ from: '2026-01-01' }, today).refused).toBe('To is required');
    expect(rangeFromSearch({ from: '2020-01-01', to: '2026-01-01' }, today).refused).toBe(
      'A range is at most 732 days',
    );
  });

  it('writes the address: nothing for the default, the preset, or the days', () => {
    expect(rangeQuery({ preset: '30d' })).toBe('');
    expect(rangeQuery({ preset: '12m' })).toBe('range=12m');
    expect(rangeQuery({ from: '2026-01-01', to: '2026-01-31' })).toBe(
      'from=2026-01-01&to=2026-01-31',
    );
  });
});

describe('the figures', () => {
  it('says how a count moved against the previous period', () => {
    expect(describeChange(120, 100, 'count')).toEqual({ text: '+20%', direction: 'up' });
    expect(describeChange(95, 100, 'count')).toEqual({ text: '−5%', direction: 'down' });
    expect(describeChange(100, 100, 'count')).toEqual({ text: 'no change', direction: 'flat' });
    expect(describeChange(0, 0, 'count')).toEqual({ text: 'no change', direction: 'flat' });
    expect(describeChange(5, 0, 'count')).toBeNull();
  });

  it('moves a rate in percentage points', () => {
    expect(describeChange(0.034, 0.02, 'rate')).toEqual({ text: '+1.4 pts', direction: 'up' });
    expect(describeChange(0.01, 0.02, 'rate')).toEqual({ text: '−1 pts', direction: 'down' });
    expect(formatRate(0.034)).toBe('3.4%');
  });

  it('draws a sparkline from the bottom of its box, the highest day at the top', () => {
    expect(sparklinePoints([0, 5, 10])).toBe('0,38 80,20 160,2');
    expect(sparklinePoints([0, 0])).toBe('0,38 160,38');
  });
});
