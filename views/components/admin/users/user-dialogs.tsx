import { userCreateSchema, userEditFormSchema } from '#src/schemas/users';
import type { UserList } from '#src/schemas/wire/users';
import { api } from '../data/api';
import { adminKeys } from '../data/query-keys';
import { Button, FormDialog, useDialogForm } from '../kit';
import { UserFields } from './user-form';

export type UserRow = UserList['users'][number];

export function CreateUserDialog() {
  const dialog = useDialogForm({
    schema: userCreateSchema,
    defaultValues: { username: '', email: '', fullName: '', password: '', role: 'author' },
    submit: (values) => api.post('/api/users', values),
    successToast: (values) => ({
      title: 'User created',
      description: `${values.username} can now sign in.`,
    }),
    invalidates: [adminKeys.users.all],
  });
  return (
    <FormDialog
      dialog={dialog}
      title="New user"
      description="Create an account for a member of staff or a blog reader."
      trigger={<Button>New User</Button>}
      submitLabel="Create user"
      busyLabel="Creating..."
    >
      <UserFields mode="create" idPrefix="new-user" />
    </FormDialog>
  );
}

export function EditUserDialog({ user, isSelf }: { user: UserRow; isSelf: boolean }) {
  const dialog = useDialogForm({
    schema: userEditFormSchema,
    defaultValues: {
      email: user.email,
      fullName: user.fullName ?? '',
      role: user.role,
      password: '',
    },
    // Nobody changes their own role (the server refuses it too); leave it out of the request.
    submit: ({ role, ...rest }) =>
      api.put(`/api/users/${user.id}`, isSelf ? rest : { ...rest, role }),
    successToast: (values) => ({
      title: 'User updated',
      description: values.password
        ? `${user.username}'s password was reset and their API tokens revoked.`
        : `${user.username} was saved.`,
    }),
    // A new password revokes the account's tokens, a new role those with scopes it lacks.
    invalidates: [adminKeys.users.all, adminKeys.apiTokens.all],
  });
  return (
    <FormDialog
      dialog={dialog}
      title={`Edit ${user.username}`}
      description="Change the email, name or role, or set a new password. A new password revokes the person’s API tokens; a new role, those with scopes the role lacks."
      trigger={
        <Button variant="ghost" size="sm" aria-label={`Edit ${user.username}`}>
          Edit
        </Button>
      }
      submitLabel="Save changes"
      busyLabel="Saving..."
    >
      <UserFields mode="edit" idPrefix={`edit-user-${user.id}`} isSelf={isSelf} />
    </FormDialog>
  );
}
