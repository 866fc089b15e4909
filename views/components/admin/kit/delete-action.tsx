import { api } from '../data/api';
import { useApiMutation } from '../data/queries';
import { adminKeys } from '../data/query-keys';
import { ConfirmDialog } from './confirm-dialog';

/** What the API deletes one at a time at `/api/<resource>/<id>`, named as in `adminKeys`. */
type Deletable =
  'media' | 'pages' | 'users' | 'tasks' | 'comments' | 'categories' | 'tags' | 'redirects';

/**
 * The Delete button of one listed item: asks first, deletes it, refreshes every query of its
 * resource, and toasts the outcome in SPEC §8's words for the item's `kind`.
 */
export function DeleteAction({
  kind,
  itemName,
  resource,
  id,
}: {
  kind: string;
  itemName: string;
  resource: Deletable;
  id: number;
}) {
  const remove = useApiMutation(
    () => api.delete(`/api/${resource}/${id}`),
    [adminKeys[resource].all],
  );
  return (
    <ConfirmDialog
      kind={kind}
      itemName={itemName}
      deleted={`${kind.charAt(0).toUpperCase()}${kind.slice(1)} deleted`}
      failed={`Failed to delete the ${kind}. Please try again.`}
      onConfirm={() => remove.mutateAsync(undefined)}
    />
  );
}
