/**
 * Imported first by the server. `npm start` serves the optimized build, so React and Vike must
 * see NODE_ENV=production; our own config still reads what the operator set, so a local
 * install keeps its conveniences (generated session secret, demo credentials) until
 * NODE_ENV=production is set on purpose.
 */
export const operatorNodeEnv = process.env.NODE_ENV;
export const devServer = process.argv.includes('--dev');

process.env.NODE_ENV = devServer ? 'development' : 'production';
