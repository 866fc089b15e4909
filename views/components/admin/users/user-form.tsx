import { roles, type Role } from '#src/auth/roles';
import { Field, Select } from '../kit';

export const roleLabels: Record<Role, string> = {
  admin: 'Admin',
  editor: 'Editor',
  author: 'Author',
  user: 'User (blog reader)',
};

/**
 * The fields of a user account, for creating one (`mode="create"`: username and password) and
 * for editing one (email, name, role unless it is your own, and an optional new password).
 */
export function UserFields({
  mode,
  idPrefix,
  isSelf = false,
}: {
  mode: 'create' | 'edit';
  idPrefix: string;
  isSelf?: boolean;
}) {
  const id = (field: string) => `${idPrefix}-${field}`;
  const password = (
    <Field
      name="password"
      id={id('password')}
      label={mode === 'create' ? 'Password' : 'New password (leave blank to keep the current one)'}
      type="password"
      autoComplete="new-password"
    />
  );
  return (
    <>
      {mode === 'create' ? (
        <Field name="username" id={id('username')} label="Username" autoComplete="off" />
      ) : null}
      <Field name="email" id={id('email')} label="Email" type="email" autoComplete="off" />
      <Field name="fullName" id={id('full-name')} label="Full name (optional)" autoComplete="off" />
      {mode === 'create' ? password : null}
      <Select
        name="role"
        id={id('role')}
        label="Role"
        disabled={isSelf}
        hint={isSelf ? 'You cannot change your own role.' : undefined}
      >
        {roles.map((role) => (
          <option key={role} value={role}>
            {roleLabels[role]}
          </option>
        ))}
      </Select>
      {mode === 'edit' ? password : null}
    </>
  );
}
