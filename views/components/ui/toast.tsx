import * as ToastPrimitive from '@radix-ui/react-toast';
import { useSyncExternalStore } from 'react';
import { LineIcon } from './line-icon';

/** SPEC §9: Radix's knobs, set here and nowhere else. */
export const toastSettings = {
  limit: 1,
  durationMs: 5000,
  /** A dismissed toast stays in the list (for its exit) this long before it is dropped. */
  removeDelayMs: 1_000_000,
  swipeDirection: 'right',
  swipeThresholdPx: 50,
  hotkey: ['F8'],
  viewportMaxWidthPx: 420,
} as const;

export interface ToastOptions {
  title: string;
  description?: string;
  variant?: 'default' | 'destructive';
}

interface ToastEntry extends ToastOptions {
  id: number;
  open: boolean;
}

let entries: ToastEntry[] = [];
let nextId = 1;
const listeners = new Set<() => void>();
const removals = new Map<number, ReturnType<typeof setTimeout>>();

function setEntries(next: ToastEntry[]) {
  entries = next;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function dismiss(id: number) {
  setEntries(entries.map((entry) => (entry.id === id ? { ...entry, open: false } : entry)));
  if (removals.has(id)) return;
  const timer = setTimeout(() => {
    removals.delete(id);
    setEntries(entries.filter((entry) => entry.id !== id));
  }, toastSettings.removeDelayMs);
  removals.set(id, timer);
}

const variantClass = {
  default: 'border-slate-200 bg-white text-slate-900',
  destructive: 'border-red-800 bg-red-700 text-white',
} as const;

function Toaster() {
  const toasts = useSyncExternalStore(subscribe, () => entries);
  return (
    <ToastPrimitive.Provider
      duration={toastSettings.durationMs}
      swipeDirection={toastSettings.swipeDirection}
      swipeThreshold={toastSettings.swipeThresholdPx}
    >
      {toasts.map(({ id, open, title, description, variant = 'default' }) => (
        <ToastPrimitive.Root
          key={id}
          open={open}
          onOpenChange={(next) => !next && dismiss(id)}
          type={variant === 'destructive' ? 'foreground' : 'background'}
          className={`pointer-events-auto relative flex w-full items-start gap-3 rounded-lg border p-4 pr-10 shadow-lg transition-transform data-[swipe=cancel]:translate-x-0 data-[swipe=end]:translate-x-[var(--radix-toast-swipe-end-x)] data-[swipe=move]:translate-x-[var(--radix-toast-swipe-move-x)] data-[swipe=move]:transition-none ${variantClass[variant]}`}
        >
          <div className="grid gap-1">
            <ToastPrimitive.Title className="font-semibold">{title}</ToastPrimitive.Title>
            {description && (
              <ToastPrimitive.Description className="text-sm">
                {description}
              </ToastPrimitive.Description>
            )}
          </div>
          <ToastPrimitive.Close
            aria-label="Close"
            className="absolute right-2 top-2 rounded-md p-1 opacity-80 hover:opacity-100 focus:opacity-100 focus:outline-none focus-visible:ring-2 focus-visible:ring-current"
          >
            <LineIcon shape="close" className="h-4 w-4" />
          </ToastPrimitive.Close>
        </ToastPrimitive.Root>
      ))}
      <ToastPrimitive.Viewport
        hotkey={[...toastSettings.hotkey]}
        style={{ maxWidth: toastSettings.viewportMaxWidthPx }}
        className="fixed bottom-0 right-0 z-[100] m-0 flex max-h-screen w-full list-none flex-col gap-2 p-4 outline-none"
      />
    </ToastPrimitive.Provider>
  );
}

let toasterMounted: Promise<void> | null = null;

/**
 * The toaster gets its own React root at the end of <body>, made on the first toast, so pages
 * that never toast load none of this. Screen readers hear each toast through the live region
 * Radix adds for it, also while a modal dialog hides the rest of the page. React's browser
 * renderer is imported here rather than at the top: the server imports this module with the
 * pages that toast, and would otherwise keep that renderer in its memory for nothing.
 */
function mountToaster() {
  toasterMounted ??= import('react-dom/client').then(({ createRoot }) => {
    const container = document.createElement('div');
    container.dataset.toaster = '';
    document.body.append(container);
    createRoot(container).render(<Toaster />);
  });
}

/** Shows a toast; only the newest one stays (SPEC §9). Browser-only, from event handlers. */
export function toast(options: ToastOptions) {
  const id = nextId++;
  setEntries([{ ...options, id, open: true }, ...entries].slice(0, toastSettings.limit));
  mountToaster();
  return { id, dismiss: () => dismiss(id) };
}
