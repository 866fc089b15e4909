export default 'Your account: two-step sign-in, your password and where you are signed in.';
