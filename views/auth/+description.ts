export default 'Staff sign-in for the Ava Automation dashboard: manage blog posts, pages, media and settings.';
