/** Where the post editor finds the status names; new code imports them from `kit`. */
export { statusLabel } from '../kit';
