import { buttonStyle, ListSkeleton, LoadError as KitLoadError } from '../kit';

/** The post editor's names for the admin kit's pieces; new code imports from `kit`. */
export const buttonClass = buttonStyle('primary');
export const secondaryButtonClass = buttonStyle('secondary');
export { ListSkeleton };

export function LoadError({ message, onRetry }: { message: string; onRetry: () => void }) {
  return <KitLoadError error={message} onRetry={onRetry} />;
}
