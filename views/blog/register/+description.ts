export default 'Create a free Ava Automation blog account to comment on posts about AI receptionists and automation.';
