export default 'The rules for using our website and AI receptionist and automation services, including eligibility, billing, cancellation, liability and governing law.';
