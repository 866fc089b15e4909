import { listSitemapSections } from '#src/page-data';

export type Data = Awaited<ReturnType<typeof data>>;

export async function data() {
  return { sections: await listSitemapSections() };
}
