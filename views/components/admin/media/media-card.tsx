import { toast } from '#views/components/ui/toast';
import { Button, DeleteAction, formatDate } from '../kit';
import { AltTextForm } from './alt-text-form';
import { sizeText, type MediaItem } from './media-item';

async function copyUrl(item: MediaItem) {
  const absolute = new URL(item.url, window.location.origin).href;
  try {
    await navigator.clipboard.writeText(absolute);
    toast({ title: 'URL copied', description: absolute });
  } catch {
    toast({ title: 'Could not copy the URL', description: absolute, variant: 'destructive' });
  }
}

/** One image of the library: its preview, size, alt text, URL and delete. */
export function MediaCard({ item }: { item: MediaItem }) {
  const srcSet = item.variants.length
    ? [
        ...item.variants.map((variant) => `${variant.url} ${variant.width}w`),
        `${item.url} ${item.width}w`,
      ].join(', ')
    : undefined;
  return (
    <li className="flex flex-col overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm">
      <div className="aspect-video bg-slate-100">
        <img
          src={item.variants[0]?.url ?? item.url}
          srcSet={srcSet}
          sizes="(min-width: 1024px) 22rem, (min-width: 640px) 45vw, 100vw"
          alt={item.alt}
          loading="lazy"
          className="h-full w-full object-contain"
        />
      </div>
      <div className="flex flex-1 flex-col gap-3 p-4">
        <div>
          <p className="truncate font-medium text-slate-900" title={item.originalName}>
            {item.originalName}
          </p>
          <p className="text-xs text-slate-600">
            {item.width && item.height ? `${item.width}×${item.height} · ` : ''}
            {sizeText(item.size)} · {formatDate(item.createdAt)}
          </p>
        </div>
        <AltTextForm item={item} />
        <div className="mt-auto flex flex-wrap items-center justify-between gap-2 border-t border-slate-100 pt-3">
          <Button
            variant="secondary"
            size="sm"
            onClick={() => void copyUrl(item)}
            aria-label={`Copy URL of ${item.originalName}`}
          >
            Copy URL
          </Button>
          <DeleteAction kind="image" itemName={item.originalName} resource="media" id={item.id} />
        </div>
      </div>
    </li>
  );
}
