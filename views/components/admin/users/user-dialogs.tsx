import { userCreateSchema, userEditFormSchema } from '#src/schemas/users';
import type { UserList } from '#src/schemas/wire/users';
import { Dialog } from '#views/components/ui/dialog';
import { api } from '../data/api';
import { adminKeys } from '../data/query-keys';
import { Button, useDialogForm } from '../kit';
import { UserForm } from './user-form';

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
    <Dialog
      open={dialog.open}
      onOpenChange={dialog.onOpenChange}
      title="New user"
      description="Create an account for a member of staff or a blog reader."
      trigger={<Button>New User</Button>}
    >
      <UserForm mode="create" idPrefix="new-user" {...dialog} onCancel={dialog.close} />
    </Dialog>
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
        ? `${user.username}'s password was reset.`
        : `${user.username} was saved.`,
    }),
    invalidates: [adminKeys.users.all],
  });
  return (
    <Dialog
      open={dialog.open}
      onOpenChange={dialog.onOpenChange}
      title={`Edit ${user.username}`}
      description="Change the email, name or role, or set a new password."
      trigger={
        <Button variant="ghost" size="sm" aria-label={`Edit ${user.username}`}>
          Edit
        </Button>
      }
    >
      <UserForm
        mode="edit"
        idPrefix={`edit-user-${user.id}`}
        isSelf={isSelf}
        {...dialog}
        onCancel={dialog.close}
      />
    </Dialog>
  );
}
