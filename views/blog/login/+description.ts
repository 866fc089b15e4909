export default 'Sign in to the blog to comment and, for staff, to manage posts.';
