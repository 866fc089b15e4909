import { useEffect, useRef, useState } from 'react';
import { buttonStyle, Panel } from '../kit';

/** The widths a page is checked at, as the site's own tests and budgets measure it. */
const devices = {
  desktop: { label: 'Desktop', width: 1280 },
  phone: { label: 'Phone', width: 390 },
} as const;
type Device = keyof typeof devices;

/** How tall the preview stands in the builder, in the builder's pixels. */
const shownHeight = 640;

/**
 * Whether this document may frame the preview: its policy allows it when it was loaded at an
 * admin address (src/middleware/security.ts). One the client router brought here from a public
 * page still has that page's policy.
 */
function documentMayFrame() {
  const [entry] = performance.getEntriesByType('navigation');
  return !entry || /^\/admin(?:\/|$)/.test(new URL(entry.name).pathname);
}

/** The builder's width, followed as the window resizes. */
function useWidth() {
  const box = useRef<HTMLDivElement>(null);
  const [width, setWidth] = useState(0);
  useEffect(() => {
    const element = box.current;
    if (!element) return;
    const observer = new ResizeObserver(([entry]) => setWidth(entry?.contentRect.width ?? 0));
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return { box, width };
}

/**
 * The draft as visitors will see it, rendered by the server through the public page's path
 * (views/page-preview), at a desktop's or a phone's width scaled to fit. `src` changes with each
 * autosave; the frame then loads it in place, keeping its scroll position and adding nothing to
 * the browser's history.
 */
export function PagePreviewPanel({ src, waiting }: { src: string; waiting: string | null }) {
  const [device, setDevice] = useState<Device>('desktop');
  const { box, width } = useWidth();
  const frame = useRef<HTMLIFrameElement>(null);
  const scrollY = useRef(0);
  const [firstSrc] = useState(src);
  useEffect(() => {
    if (!documentMayFrame()) window.location.reload();
  }, []);
  useEffect(() => {
    const view = frame.current?.contentWindow;
    if (view && src !== firstSrc) view.location.replace(src);
  }, [src, firstSrc]);
  const onLoad = () => {
    const view = frame.current?.contentWindow;
    if (!view) return;
    view.scrollTo(0, scrollY.current);
    view.addEventListener('scroll', () => (scrollY.current = view.scrollY), { passive: true });
  };
  const { width: deviceWidth, label } = devices[device];
  const scale = width > 0 ? Math.min(1, width / deviceWidth) : 1;
  return (
    <Panel
      title="Preview"
      actions={
        <div role="group" aria-label="Preview width" className="flex gap-1">
          {(Object.keys(devices) as Device[]).map((option) => (
            <button
              key={option}
              type="button"
              aria-pressed={device === option}
              onClick={() => setDevice(option)}
              className={buttonStyle(device === option ? 'primary' : 'secondary', 'sm')}
            >
              {devices[option].label}
            </button>
          ))}
        </div>
      }
    >
      <p className="mb-3 text-sm text-slate-600" aria-live="polite">
        {waiting
          ? `The preview shows your last changes that could be kept. ${waiting}`
          : 'Follows your changes a moment after you make them. Only staff can see it.'}
      </p>
      <div ref={box} className="overflow-hidden rounded-lg border border-slate-200 bg-slate-100">
        <div
          style={{ width: deviceWidth * scale, height: shownHeight }}
          className="mx-auto overflow-hidden bg-white"
        >
          <iframe
            ref={frame}
            title={`Preview of the page at ${label.toLowerCase()} width`}
            src={firstSrc}
            onLoad={onLoad}
            style={{
              width: deviceWidth,
              height: shownHeight / scale,
              transform: `scale(${scale})`,
              transformOrigin: '0 0',
            }}
            className="block border-0"
          />
        </div>
      </div>
      <a
        href={src}
        target="_blank"
        rel="noreferrer"
        className="mt-3 inline-block text-sm font-medium text-brand-800 underline"
      >
        Open the preview in a new tab
      </a>
    </Panel>
  );
}
