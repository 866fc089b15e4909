/** Where the post editor finds the delete confirmation; new code imports `ConfirmDialog` from `kit`. */
export { ConfirmDialog as ConfirmDelete } from './kit';
