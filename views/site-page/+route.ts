// Every address no other page claims: a page of the site at its path, an old address of one
// (301), a post at its short address, or the not-found screen (+data.ts). The blog, the admin
// and the other pages in views/ are routed before it (Vike's filesystem routes come first).
export default '*';
