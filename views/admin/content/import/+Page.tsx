import { ContentImportPanel } from '#views/components/admin/import/content-import-panel';
import { buttonStyle, PageHeading, Panel } from '#views/components/admin/kit';

/**
 * Taking the site's content away, bringing a WordPress or Ghost site's in, and moving the whole
 * site (docs/moving-content.md, "Export and import").
 */
export default function ImportExportPage() {
  return (
    <>
      <PageHeading
        title="Import and export"
        description="Take the site’s content with you, bring in a WordPress or Ghost site, or move the whole site to another server or database."
      />
      <div className="grid gap-6">
        <Panel
          title="Export content"
          actions={
            <a href="/api/exports/content" download className={buttonStyle('primary', 'sm')}>
              Export content
            </a>
          }
        >
          <p className="text-sm text-slate-600">
            One archive (.tar.gz) of the posts, pages with their blocks, categories and tags, the
            media library with its files, settings, navigation, redirects and SEO overrides. It
            holds no accounts, leads, comments or logs. The download is recorded in the activity
            log.
          </p>
        </Panel>
        <ContentImportPanel />
        <Panel title="Move the whole site">
          <p className="text-sm text-slate-600">
            Everything, accounts and leads included, moves through the server’s command line, where
            the archive never passes through a browser: on the old server{' '}
            <code className="rounded bg-slate-100 px-1">
              npm run site:export -- --out site.tar.gz
            </code>
            , then on the new one{' '}
            <code className="rounded bg-slate-100 px-1">npm run site:import -- site.tar.gz</code>.
            The project’s docs/moving-content.md, “Moving from the embedded database to PostgreSQL”,
            walks through it.
          </p>
        </Panel>
      </div>
    </>
  );
}
