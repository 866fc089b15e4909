import { useApiQuery } from '#views/components/admin/data/queries';
import { adminKeys } from '#views/components/admin/data/query-keys';
import { EmptyState, FormAlert, PageHeading, Skeleton } from '#views/components/admin/kit';
import { MediaCard } from '#views/components/admin/media/media-card';
import type { MediaItem } from '#views/components/admin/media/media-item';
import { UploadZone } from '#views/components/admin/media/upload-zone';

export default function MediaLibrary() {
  const { data, error, isPending } = useApiQuery<{ media: MediaItem[] }>(
    adminKeys.media.list(),
    '/api/media',
  );
  const items = data?.media;
  return (
    <div>
      <PageHeading
        title="Media"
        description="Images for posts, pages and social previews. Uploads get smaller copies for phones and tablets automatically."
      />
      <UploadZone />
      <FormAlert message={error?.message} />
      {isPending ? (
        <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          <Skeleton />
          <Skeleton />
          <Skeleton />
        </div>
      ) : null}
      {items?.length === 0 ? (
        <EmptyState>No images yet. Upload the first one above.</EmptyState>
      ) : null}
      {items && items.length > 0 ? (
        <ul aria-label="Images" className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {items.map((item) => (
            <MediaCard key={item.id} item={item} />
          ))}
        </ul>
      ) : null}
    </div>
  );
}
