import type { DateText } from './types';

export function PostDate({ date }: { date: DateText }) {
  return <time dateTime={date.iso}>{date.text}</time>;
}
