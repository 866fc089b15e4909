export default 'Sign in to manage the blog, pages and settings.';
