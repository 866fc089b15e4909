import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm, type UseFormRegisterReturn } from 'react-hook-form';
import type { z } from 'zod';
import { roles, type Role } from '../../../src/auth/roles';
import { userCreateSchema, userEditFormSchema } from '../../../src/schemas/users';
import type { UserList } from '../../../src/schemas/wire/users';
import { api } from '../../components/admin/admin-api';
import {
  buttonClass,
  inputClass,
  LoadError,
  secondaryButtonClass,
  showServerErrors,
} from '../../components/admin/admin-controls';
import { formatDate } from '../../components/admin/admin-format';
import { ConfirmDelete } from '../../components/admin/confirm-delete';
import { PageHeading, SkeletonRow } from '../../components/admin/page-heading';
import { useAdminData } from '../../components/admin/use-admin-data';
import { FormField } from '../../components/auth/form-field';
import { useSession } from '../../components/auth/use-session';
import { Dialog } from '../../components/ui/dialog';
import { toast } from '../../components/ui/toast';

type UserRow = UserList['users'][number];

const roleLabels: Record<Role, string> = {
  admin: 'Admin',
  editor: 'Editor',
  author: 'Author',
  user: 'User (blog reader)',
};

function FormFailure({ message }: { message: string | null }) {
  return message ? (
    <p role="alert" className="rounded-lg border border-red-200 bg-red-50 p-3 text-sm text-red-800">
      {message}
    </p>
  ) : null;
}

function RoleSelect({
  id,
  registration,
  disabled,
  hint,
  error,
}: {
  id: string;
  registration: UseFormRegisterReturn;
  disabled?: boolean;
  hint?: string;
  error?: string;
}) {
  const hintId = `${id}-hint`;
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-medium text-slate-800">
        Role
      </label>
      <select
        id={id}
        {...registration}
        disabled={disabled}
        aria-describedby={hint || error ? hintId : undefined}
        aria-invalid={error ? true : undefined}
        className={`${inputClass} disabled:bg-slate-100`}
      >
        {roles.map((role) => (
          <option key={role} value={role}>
            {roleLabels[role]}
          </option>
        ))}
      </select>
      {hint || error ? (
        <p id={hintId} className={`mt-1 text-sm ${error ? 'text-red-700' : 'text-slate-600'}`}>
          {error ?? hint}
        </p>
      ) : null}
    </div>
  );
}

type CreateValues = z.input<typeof userCreateSchema>;
type CreatePayload = z.output<typeof userCreateSchema>;
const createFields = ['username', 'email', 'fullName', 'password', 'role'] as const;

function CreateUserDialog({ onCreated }: { onCreated: () => void }) {
  const [open, setOpen] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<CreateValues, unknown, CreatePayload>({
    resolver: zodResolver(userCreateSchema),
    defaultValues: { username: '', email: '', fullName: '', password: '', role: 'author' },
  });
  const submit = handleSubmit(async (values) => {
    setFailure(null);
    try {
      await api.post('/api/users', values);
      toast({ title: 'User created', description: `${values.username} can now sign in.` });
      reset();
      setOpen(false);
      onCreated();
    } catch (error) {
      setFailure(showServerErrors(error, setError, createFields));
    }
  });
  return (
    <Dialog
      open={open}
      onOpenChange={setOpen}
      title="New user"
      description="Create an account for a member of staff or a blog reader."
      trigger={
        <button type="button" className={buttonClass}>
          New User
        </button>
      }
    >
      <form onSubmit={submit} noValidate className="space-y-4">
        <FormFailure message={failure} />
        <FormField
          id="new-user-username"
          label="Username"
          autoComplete="off"
          registration={register('username')}
          error={errors.username}
        />
        <FormField
          id="new-user-email"
          label="Email"
          type="email"
          autoComplete="off"
          registration={register('email')}
          error={errors.email}
        />
        <FormField
          id="new-user-full-name"
          label="Full name (optional)"
          autoComplete="off"
          registration={register('fullName')}
          error={errors.fullName}
        />
        <FormField
          id="new-user-password"
          label="Password"
          type="password"
          autoComplete="new-password"
          registration={register('password')}
          error={errors.password}
        />
        <RoleSelect
          id="new-user-role"
          registration={register('role')}
          error={errors.role?.message}
        />
        <div className="flex justify-end gap-3">
          <button type="button" className={secondaryButtonClass} onClick={() => setOpen(false)}>
            Cancel
          </button>
          <button type="submit" className={buttonClass} disabled={isSubmitting}>
            {isSubmitting ? 'Creating...' : 'Create user'}
          </button>
        </div>
      </form>
    </Dialog>
  );
}

type EditValues = z.input<typeof userEditFormSchema>;
type EditPayload = z.output<typeof userEditFormSchema>;
const editFields = ['email', 'fullName', 'password', 'role'] as const;

function EditUserDialog({
  user,
  isSelf,
  onSaved,
}: {
  user: UserRow;
  isSelf: boolean;
  onSaved: () => void;
}) {
  const [open, setOpen] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const initial = {
    email: user.email,
    fullName: user.fullName ?? '',
    role: user.role,
    password: '',
  };
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<EditValues, unknown, EditPayload>({
    resolver: zodResolver(userEditFormSchema),
    defaultValues: initial,
  });
  const openChange = (next: boolean) => {
    if (next) {
      reset(initial);
      setFailure(null);
    }
    setOpen(next);
  };
  const submit = handleSubmit(async (values) => {
    setFailure(null);
    try {
      // Nobody changes their own role (the server refuses it too); leave it out of the request.
      const { role, ...rest } = values;
      await api.put(`/api/users/${user.id}`, isSelf ? rest : { ...rest, role });
      toast({
        title: 'User updated',
        description: values.password
          ? `${user.username}'s password was reset.`
          : `${user.username} was saved.`,
      });
      setOpen(false);
      onSaved();
    } catch (error) {
      setFailure(showServerErrors(error, setError, editFields));
    }
  });
  return (
    <Dialog
      open={open}
      onOpenChange={openChange}
      title={`Edit ${user.username}`}
      description="Change the email, name or role, or set a new password."
      trigger={
        <button
          type="button"
          aria-label={`Edit ${user.username}`}
          className="rounded-md px-3 py-1.5 text-sm font-medium text-brand-800 hover:bg-brand-50"
        >
          Edit
        </button>
      }
    >
      <form onSubmit={submit} noValidate className="space-y-4">
        <FormFailure message={failure} />
        <FormField
          id={`edit-user-${user.id}-email`}
          label="Email"
          type="email"
          autoComplete="off"
          registration={register('email')}
          error={errors.email}
        />
        <FormField
          id={`edit-user-${user.id}-full-name`}
          label="Full name (optional)"
          autoComplete="off"
          registration={register('fullName')}
          error={errors.fullName}
        />
        <RoleSelect
          id={`edit-user-${user.id}-role`}
          registration={register('role')}
          disabled={isSelf}
          hint={isSelf ? 'You cannot change your own role.' : undefined}
          error={errors.role?.message}
        />
        <FormField
          id={`edit-user-${user.id}-password`}
          label="New password (leave blank to keep the current one)"
          type="password"
          autoComplete="new-password"
          registration={register('password')}
          error={errors.password}
        />
        <div className="flex justify-end gap-3">
          <button type="button" className={secondaryButtonClass} onClick={() => setOpen(false)}>
            Cancel
          </button>
          <button type="submit" className={buttonClass} disabled={isSubmitting}>
            {isSubmitting ? 'Saving...' : 'Save changes'}
          </button>
        </div>
      </form>
    </Dialog>
  );
}

export default function UsersPage() {
  const { user: me } = useSession();
  const { data, error, reload } = useAdminData<UserList>('/api/users');

  return (
    <>
      <PageHeading
        title="Users"
        description="Staff accounts and blog readers: who can sign in and what each may do."
        actions={<CreateUserDialog onCreated={reload} />}
      />
      {error ? <LoadError message={error} /> : null}
      {!data && !error ? (
        <div className="space-y-3">
          <SkeletonRow />
          <SkeletonRow />
          <SkeletonRow />
        </div>
      ) : null}
      {data ? (
        <div className="overflow-x-auto rounded-xl border border-slate-200 bg-white shadow-sm">
          <table className="min-w-full divide-y divide-slate-200 text-sm">
            <caption className="sr-only">Users ({data.total})</caption>
            <thead className="bg-slate-50 text-left text-slate-700">
              <tr>
                <th scope="col" className="px-4 py-3 font-semibold">
                  Username
                </th>
                <th scope="col" className="px-4 py-3 font-semibold">
                  Full name
                </th>
                <th scope="col" className="px-4 py-3 font-semibold">
                  Email
                </th>
                <th scope="col" className="px-4 py-3 font-semibold">
                  Role
                </th>
                <th scope="col" className="px-4 py-3 font-semibold">
                  Created
                </th>
                <th scope="col" className="px-4 py-3 font-semibold">
                  <span className="sr-only">Actions</span>
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-100">
              {data.users.map((user) => {
                const isSelf = user.id === me?.id;
                return (
                  <tr key={user.id} data-testid={`user-${user.username}`}>
                    <td className="px-4 py-3 font-medium text-slate-900">
                      {user.username}
                      {isSelf ? <span className="ml-1 text-slate-500">(you)</span> : null}
                    </td>
                    <td className="px-4 py-3 text-slate-700">{user.fullName ?? '—'}</td>
                    <td className="px-4 py-3 text-slate-700">{user.email}</td>
                    <td className="px-4 py-3 text-slate-700">{roleLabels[user.role]}</td>
                    <td className="whitespace-nowrap px-4 py-3 text-slate-700">
                      {formatDate(user.createdAt)}
                    </td>
                    <td className="whitespace-nowrap px-4 py-3 text-right">
                      <EditUserDialog user={user} isSelf={isSelf} onSaved={reload} />
                      {!isSelf && (
                        <ConfirmDelete
                          kind="user"
                          itemName={user.username}
                          deleted="User deleted"
                          failed="Failed to delete the user. Please try again."
                          onConfirm={async () => {
                            await api.delete(`/api/users/${user.id}`);
                            reload();
                          }}
                        />
                      )}
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      ) : null}
    </>
  );
}
