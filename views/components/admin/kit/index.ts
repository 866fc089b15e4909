/** The admin's UI kit: import every piece from here. */
export { AdminNotice } from './admin-notice';
export { Button, buttonStyle, type ButtonSize, type ButtonVariant } from './button';
export { ConfirmDialog, deleteQuestion } from './confirm-dialog';
export { DataTable } from './data-table';
export { DeleteAction } from './delete-action';
export { FieldMessage, messageWiring } from './field-message';
export { Checkbox, Field, FieldFrame, Select, TextArea } from './fields';
export { FilterBar, type FilterControl } from './filter-bar';
export { Form, FormActions } from './form';
export { formatDate, formatDateTime } from './format';
export { PageHeading } from './page-heading';
export { Panel } from './panel';
export { QueryState } from './query-state';
export { EmptyState, FormAlert, ListSkeleton, LoadError, Skeleton } from './states';
export { StatusBadge, statusLabel } from './status-badge';
export { toastOutcome } from './toast-outcome';
export { placeServerErrors, useDialogForm } from './use-dialog-form';
export { useFollowingSlug } from './use-following-slug';
