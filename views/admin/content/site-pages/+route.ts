// Vike treats a folder named `pages` as transparent (its +route would reach every sibling
// screen), so the CMS pages screen lives in `site-pages` and names its address here.
export default '/admin/content/pages';
