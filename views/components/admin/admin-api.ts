/** Where the post editor finds the API helper; everything else imports `data/api`. */
export { api, apiRequest, ApiError } from './data/api';
