export default 'Package pricing, billing, renewal, cancellation, usage-based charges and our 30-day satisfaction guarantee for AI receptionist and automation services.';
