export default 'Create the first admin account of the site.';
