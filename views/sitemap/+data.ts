import { listSitemapSections } from '../../src/services/sitemap-service';

export type Data = Awaited<ReturnType<typeof data>>;

export async function data() {
  return { sections: await listSitemapSections() };
}
