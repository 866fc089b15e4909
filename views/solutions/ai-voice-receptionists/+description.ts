export default 'Ava, the AI voice receptionist, answers every call 24/7, captures leads and books appointments for real estate, home services and professional firms, for 90% less than human staff.';
