// Never rendered: the admin guard answers 404 for addresses the registry does not name, and
// +data does the same should one ever reach it.
export default function MissingAdminPage() {
  return null;
}
