export default 'Sign in to the Ava Automation blog to join the conversation in the comments, or to write and manage posts.';
