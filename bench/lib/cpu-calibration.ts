/**
 * Lighthouse's CPU slowdown for a host, from the benchmark index Lighthouse measures on it.
 *
 * Lighthouse's docs (docs/throttling.md, "Calibrating the CPU slowdown") send users to its CPU
 * slowdown calculator (https://lighthouse-cpu-throttling-calculator.vercel.app/, source in
 * patrickhulce/lighthouse-cpu-throttling-calculator, pages/index.js), which turns a
 * `benchmarkIndex` into the `cpuSlowdownMultiplier` that makes the host behave like the mid-tier
 * phone of Lighthouse's mobile profile. Its formula is piecewise linear through these points:
 * index 150 → 1×, 800 → 2×, 1300 → 3×, then one more × per 233 points (1533 → 4×, the default,
 * 1766 → 5×, …) without an upper limit. Below 150 the calculator gives no multiplier: the host is
 * slower than the device to emulate, and no slowdown can make it faster.
 */
export interface CpuCalibration {
  benchmarkIndex: number;
  cpuSlowdownMultiplier: number;
  /**
   * False below the calculator's range (index < 150): the run is not slowed down at all (1×),
   * and still simulates a faster device than the host, so its figures are not comparable.
   */
  withinCalculatorRange: boolean;
}

/** The calculator's lowest index; below it the host cannot emulate the reference phone. */
export const slowestCalibratedBenchmarkIndex = 150;

export function calibrateCpuSlowdown(benchmarkIndex: number): CpuCalibration {
  // Lighthouse records a failed benchmark as 0 (or nothing): that is no measurement of the host.
  if (!Number.isFinite(benchmarkIndex) || benchmarkIndex <= 0) {
    throw new RangeError(`not a benchmark index: ${benchmarkIndex}`);
  }
  const calibrated = (cpuSlowdownMultiplier: number): CpuCalibration => ({
    benchmarkIndex,
    cpuSlowdownMultiplier,
    withinCalculatorRange: true,
  });
  if (benchmarkIndex >= 1300) return calibrated(3 + (benchmarkIndex - 1300) / 233);
  if (benchmarkIndex >= 800) return calibrated(2 + (benchmarkIndex - 800) / 500);
  if (benchmarkIndex >= slowestCalibratedBenchmarkIndex) {
    return calibrated(1 + (benchmarkIndex - slowestCalibratedBenchmarkIndex) / 650);
  }
  return { benchmarkIndex, cpuSlowdownMultiplier: 1, withinCalculatorRange: false };
}
