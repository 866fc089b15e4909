import { Stats } from '../marketing/stats';
import type { BlockViewProps } from './types';

export function StatsBlock({ data }: BlockViewProps<'stats'>) {
  return <Stats stats={data.items} label={data.label} />;
}
