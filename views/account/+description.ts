export default 'Your account: two-step sign-in, your password, where you are signed in and your API tokens.';
