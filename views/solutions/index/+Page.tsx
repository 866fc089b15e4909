// Never rendered: +guard always redirects.
export default function SolutionsRedirect() {
  return null;
}
