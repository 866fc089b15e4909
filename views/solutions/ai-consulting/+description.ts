export default 'Practical AI consulting for small and medium businesses: opportunity assessment, a 90-day roadmap, vendor-neutral tool selection, implementation support and team training.';
