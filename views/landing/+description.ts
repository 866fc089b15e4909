export default 'Compare Ava plans: Essential at $99 per month, Professional at $199 per month with unlimited usage, or a custom Premium quote. 30-day satisfaction guarantee, no long-term contracts.';
