// The footer links to /sitemap.html; a folder of that name would confuse the bundler, which takes
// `.html` paths for HTML entry files.
export default '/sitemap.html';
