// Never rendered: +data answers 404 once the admin guard has let the visitor through.
export default function MissingAdminPage() {
  return null;
}
