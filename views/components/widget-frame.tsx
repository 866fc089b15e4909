import { LeadForm } from './lead-form';

/** A hosted widget in a frame of the height the spec gives, or our own form when none is configured. */
export function WidgetFrame({
  url,
  title,
  height,
  fallback,
}: {
  url: string | null;
  title: string;
  height: number;
  fallback: 'contact' | 'booking' | 'quote';
}) {
  if (!url) return <LeadForm kind={fallback} />;
  return (
    <iframe
      src={url}
      title={title}
      className="w-full rounded-lg border-0"
      style={{ height }}
      loading="lazy"
    />
  );
}
