export default 'Contact our team about AI receptionists, workflow automation or AI consulting for your business: send a message, call or email us.';
