import type { AccountApiTokenList } from '#src/schemas/wire/tokens';
import type { UserList } from '#src/schemas/wire/users';
import { useApiQuery } from '#views/components/admin/data/queries';
import { adminKeys } from '#views/components/admin/data/query-keys';
import {
  DataTable,
  DeleteAction,
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
import { ResetTwoFactorAction } from '#views/components/admin/users/reset-two-factor';
import { roleLabels } from '#views/components/admin/users/user-form';
import {
  tokensByUser,
  UserTokens,
  type AccountToken,
} from '#views/components/admin/users/user-tokens';
import { useSession } from '#views/components/auth/use-session';

const columns = [
  'Username',
  'Full name',
  'Email',
  'Role',
  'Two-step sign-in',
  'API tokens',
  'Created',
];

function UserTableRow({
  user,
  isSelf,
  tokens,
}: {
  user: UserRow;
  isSelf: boolean;
  tokens: AccountToken[];
}) {
  return (
    <tr data-testid={`user-${user.username}`}>
      <td className="px-4 py-3 font-medium text-slate-900">
        {user.username}
        {isSelf ? <span className="ml-1 text-slate-500">(you)</span> : null}
      </td>
      <td className="px-4 py-3 text-slate-700">{user.fullName ?? '—'}</td>
      <td className="px-4 py-3 text-slate-700">{user.email}</td>
      <td className="px-4 py-3 text-slate-700">{roleLabels[user.role]}</td>
      <td className="px-4 py-3 text-slate-700">{user.twoFactorEnabled ? 'On' : 'Off'}</td>
      <td className="whitespace-nowrap px-4 py-3 text-slate-700">
        <UserTokens username={user.username} tokens={tokens} />
      </td>
      <td className="whitespace-nowrap px-4 py-3 text-slate-700">{formatDate(user.createdAt)}</td>
      <td className="whitespace-nowrap px-4 py-3 text-right">
        <EditUserDialog user={user} isSelf={isSelf} />
        {user.twoFactorEnabled && !isSelf ? (
          <ResetTwoFactorAction userId={user.id} username={user.username} />
        ) : null}
        {!isSelf && (
          <DeleteAction kind="user" itemName={user.username} resource="users" id={user.id} />
        )}
      </td>
    </tr>
  );
}

function UsersTable({
  list,
  tokens,
  myId,
}: {
  list: UserList;
  tokens: Map<number, AccountToken[]>;
  myId: number | undefined;
}) {
  return (
    <DataTable caption={`Users (${list.total})`} columns={columns} withActions>
      {list.users.map((user) => (
        <UserTableRow
          key={user.id}
          user={user}
          isSelf={user.id === myId}
          tokens={tokens.get(user.id) ?? []}
        />
      ))}
    </DataTable>
  );
}

export default function UsersPage() {
  const { user: me } = useSession();
  const users = useApiQuery<UserList>(adminKeys.users.list(), '/api/users');
  const tokens = useApiQuery<AccountApiTokenList>(adminKeys.apiTokens.list(), '/api/tokens');
  return (
    <>
      <PageHeading
        title="Users"
        description="Staff accounts and blog readers: who can sign in and what each may do."
        actions={<CreateUserDialog />}
      />
      {users.error ? <LoadError error={users.error} /> : null}
      {users.isPending ? <ListSkeleton /> : null}
      {tokens.error ? <LoadError error={tokens.error} /> : null}
      {users.data ? (
        <UsersTable list={users.data} tokens={tokensByUser(tokens.data)} myId={me?.id} />
      ) : null}
    </>
  );
}
