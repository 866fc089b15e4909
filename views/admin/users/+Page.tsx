import type { UserList } from '#src/schemas/wire/users';
import { api } from '#views/components/admin/data/api';
import { useApiMutation, useApiQuery } from '#views/components/admin/data/queries';
import { adminKeys } from '#views/components/admin/data/query-keys';
import {
  ConfirmDialog,
  formatDate,
  ListSkeleton,
  LoadError,
  PageHeading,
} from '#views/components/admin/kit';
import {
  CreateUserDialog,
  EditUserDialog,
  type UserRow,
} from '#views/components/admin/users/user-dialogs';
import { roleLabels } from '#views/components/admin/users/user-form';
import { useSession } from '#views/components/auth/use-session';

const columns = ['Username', 'Full name', 'Email', 'Role', 'Created'];

function UserTableRow({ user, isSelf }: { user: UserRow; isSelf: boolean }) {
  const remove = useApiMutation(() => api.delete(`/api/users/${user.id}`), [adminKeys.users.all]);
  return (
    <tr data-testid={`user-${user.username}`}>
      <td className="px-4 py-3 font-medium text-slate-900">
        {user.username}
        {isSelf ? <span className="ml-1 text-slate-500">(you)</span> : null}
      </td>
      <td className="px-4 py-3 text-slate-700">{user.fullName ?? '—'}</td>
      <td className="px-4 py-3 text-slate-700">{user.email}</td>
      <td className="px-4 py-3 text-slate-700">{roleLabels[user.role]}</td>
      <td className="whitespace-nowrap px-4 py-3 text-slate-700">{formatDate(user.createdAt)}</td>
      <td className="whitespace-nowrap px-4 py-3 text-right">
        <EditUserDialog user={user} isSelf={isSelf} />
        {!isSelf && (
          <ConfirmDialog
            kind="user"
            itemName={user.username}
            deleted="User deleted"
            failed="Failed to delete the user. Please try again."
            onConfirm={() => remove.mutateAsync(undefined)}
          />
        )}
      </td>
    </tr>
  );
}

function UsersTable({ list, myId }: { list: UserList; myId: number | undefined }) {
  return (
    <div className="overflow-x-auto rounded-xl border border-slate-200 bg-white shadow-sm">
      <table className="min-w-full divide-y divide-slate-200 text-sm">
        <caption className="sr-only">Users ({list.total})</caption>
        <thead className="bg-slate-50 text-left text-slate-700">
          <tr>
            {columns.map((column) => (
              <th key={column} scope="col" className="px-4 py-3 font-semibold">
                {column}
              </th>
            ))}
            <th scope="col" className="px-4 py-3 font-semibold">
              <span className="sr-only">Actions</span>
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {list.users.map((user) => (
            <UserTableRow key={user.id} user={user} isSelf={user.id === myId} />
          ))}
        </tbody>
      </table>
    </div>
  );
}

export default function UsersPage() {
  const { user: me } = useSession();
  const users = useApiQuery<UserList>(adminKeys.users.list(), '/api/users');
  return (
    <>
      <PageHeading
        title="Users"
        description="Staff accounts and blog readers: who can sign in and what each may do."
        actions={<CreateUserDialog />}
      />
      {users.error ? <LoadError error={users.error} /> : null}
      {users.isPending ? <ListSkeleton /> : null}
      {users.data ? <UsersTable list={users.data} myId={me?.id} /> : null}
    </>
  );
}
