// The builder of one page (see ../+route.ts for why the folder is not called `pages`).
export default '/admin/content/pages/@id';
