export default 'An AI readiness assessment for small businesses: a score for your processes, data, tools, people and risk, the gaps to close and the first AI projects worth doing.';
