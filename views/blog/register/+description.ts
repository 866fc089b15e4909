export default 'Create a free account to join the conversation on our blog.';
