import { useApiQuery } from '#views/components/admin/data/queries';
import { adminKeys } from '#views/components/admin/data/query-keys';
import { EmptyState, PageHeading, QueryState, Skeleton } from '#views/components/admin/kit';
import { MediaCard } from '#views/components/admin/media/media-card';
import type { MediaItem } from '#views/components/admin/media/media-item';
import { UploadZone } from '#views/components/admin/media/upload-zone';

const gridClass = 'grid gap-4 sm:grid-cols-2 lg:grid-cols-3';

function MediaGrid({ items }: { items: MediaItem[] }) {
  if (items.length === 0) {
    return <EmptyState>No images yet. Upload the first one above.</EmptyState>;
  }
  return (
    <ul aria-label="Images" className={gridClass}>
      {items.map((item) => (
        <MediaCard key={item.id} item={item} />
      ))}
    </ul>
  );
}

/** The library's images, in the order the server lists them. */
function MediaList() {
  const library = useApiQuery<{ media: MediaItem[] }>(adminKeys.media.list(), '/api/media');
  return (
    <QueryState
      query={library}
      placeholder={
        <div className={gridClass}>
          <Skeleton />
          <Skeleton />
          <Skeleton />
        </div>
      }
    >
      {({ media }) => <MediaGrid items={media} />}
    </QueryState>
  );
}

export default function MediaLibrary() {
  return (
    <>
      <PageHeading
        title="Media"
        description="Images for posts, pages and social previews. Uploads get smaller copies for phones and tablets automatically."
      />
      <UploadZone />
      <MediaList />
    </>
  );
}
