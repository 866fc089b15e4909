export default 'Ava answers every call 24/7, captures leads and books appointments for $99 per month. Start with a free trial of Ava AI Essential.';
