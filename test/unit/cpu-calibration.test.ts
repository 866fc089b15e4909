import { describe, expect, it } from 'vitest';
import {
  calibrateCpuSlowdown,
  slowestCalibratedBenchmarkIndex,
} from '../../bench/lib/cpu-calibration';

const multiplierFor = (index: number) => calibrateCpuSlowdown(index).cpuSlowdownMultiplier;

describe('calibrateCpuSlowdown (Lighthouse CPU slowdown calculator)', () => {
  it("meets the calculator's points", () => {
    expect(multiplierFor(150)).toBe(1);
    expect(multiplierFor(800)).toBe(2);
    expect(multiplierFor(1300)).toBe(3);
    expect(multiplierFor(1533)).toBe(4);
    expect(multiplierFor(1766)).toBe(5);
    expect(multiplierFor(1999)).toBe(6);
  });

  it('interpolates linearly between them', () => {
    expect(multiplierFor(475)).toBeCloseTo(1.5, 10);
    expect(multiplierFor(1050)).toBeCloseTo(2.5, 10);
    expect(multiplierFor(1416.5)).toBeCloseTo(3.5, 10);
  });

  it('gives 3.3× to 8.1× for indices of 1,360 to 2,490 (a fast desktop)', () => {
    expect(multiplierFor(1360)).toBeCloseTo(3.26, 2);
    expect(multiplierFor(2490)).toBeCloseTo(8.11, 2);
  });

  it('is continuous where the pieces meet and grows with the index', () => {
    for (const edge of [800, 1300]) {
      expect(multiplierFor(edge - 1e-9)).toBeCloseTo(multiplierFor(edge), 6);
    }
    let previous = 0;
    for (let index = slowestCalibratedBenchmarkIndex; index <= 4000; index += 25) {
      const multiplier = multiplierFor(index);
      expect(multiplier).toBeGreaterThan(previous);
      previous = multiplier;
    }
  });

  it('has no upper limit, as the calculator extrapolates above 1,300', () => {
    expect(multiplierFor(5000)).toBeCloseTo(3 + 3700 / 233, 10);
    expect(calibrateCpuSlowdown(5000).withinCalculatorRange).toBe(true);
  });

  it('runs a host below the calculator’s range unthrottled and says so', () => {
    expect(calibrateCpuSlowdown(150).withinCalculatorRange).toBe(true);
    for (const index of [149.9, 100, 1]) {
      expect(calibrateCpuSlowdown(index)).toEqual({
        benchmarkIndex: index,
        cpuSlowdownMultiplier: 1,
        withinCalculatorRange: false,
      });
    }
  });

  it('refuses what is not a measurement', () => {
    for (const index of [0, -5, Number.NaN, Number.POSITIVE_INFINITY]) {
      expect(() => calibrateCpuSlowdown(index)).toThrow(RangeError);
    }
  });
});
