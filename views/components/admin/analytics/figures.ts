const count = new Intl.NumberFormat('en-US');
const percent = new Intl.NumberFormat('en-US', { style: 'percent', maximumFractionDigits: 1 });

/** 1,234 */
export const formatCount = (value: number) => count.format(value);

/** A share (0–1) as a percentage: 0.034 → "3.4%". */
export const formatRate = (value: number) => percent.format(value);

/**
 * How a figure moved against the previous period: "+12%", "−5%", "no change", or null when the
 * previous period had nothing to compare with. A rate moves in percentage points.
 */
export function describeChange(
  current: number,
  previous: number,
  unit: 'count' | 'rate',
): { text: string; direction: 'up' | 'down' | 'flat' } | null {
  const difference = current - previous;
  const direction = difference > 0 ? 'up' : difference < 0 ? 'down' : 'flat';
  if (unit === 'rate') {
    const points = Math.round(difference * 1000) / 10;
    if (points === 0) return { text: 'no change', direction: 'flat' };
    return { text: `${points > 0 ? '+' : '−'}${Math.abs(points)} pts`, direction };
  }
  if (previous === 0) return current === 0 ? { text: 'no change', direction: 'flat' } : null;
  const change = Math.round((difference / previous) * 100);
  if (change === 0) return { text: 'no change', direction: 'flat' };
  return { text: `${change > 0 ? '+' : '−'}${Math.abs(change)}%`, direction };
}
