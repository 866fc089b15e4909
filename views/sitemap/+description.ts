export default 'Every page of our website: solutions for AI voice receptionists, business operations and consulting, pricing, contact, legal pages and every blog article.';
