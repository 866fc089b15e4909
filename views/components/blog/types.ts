/** What the blog's pages send to the browser: no more of a post than the screen shows. */
export interface DateText {
  iso: string;
  /** As readers see it, e.g. 'March 5, 2024'. */
  text: string;
}

export interface TermLink {
  name: string;
  slug: string;
}

export interface PostSummary {
  slug: string;
  title: string;
  excerpt: string;
  featuredImage: string | null;
  published: DateText;
  authorName: string;
  categories: TermLink[];
  tags: TermLink[];
}

export interface SidebarData {
  categories: Array<TermLink & { postCount: number }>;
  tags: TermLink[];
}
