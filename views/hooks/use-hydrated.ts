import { useSyncExternalStore } from 'react';

const subscribe = () => () => {};

/**
 * False in the server's HTML and while this component hydrates; true once it has. A form that
 * hydrates late (its code loads on demand) keeps its submit button disabled until then: a click
 * on the bare HTML would submit the form natively, reloading the page and losing what was typed.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
