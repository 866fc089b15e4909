export interface CmsPage {
  id: number;
  slug: string;
  title: string;
  content: string;
  status: 'draft' | 'published';
  seoTitle: string | null;
  seoDescription: string | null;
  seoImage: string | null;
  updatedAt: string;
}
