/** Where the post editor finds the API helper; everything else imports `data/api`. */
export { api, ApiError } from './data/api';
