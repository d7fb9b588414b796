import type { ComponentProps } from 'react';
import clsx from 'clsx';
import type { Role } from '../rules';
import { FieldShell, fieldStyles, useField, type FieldOwnProps } from '../../../ui/Field';
import { useAdminTexts } from '../../../admin/texts';

const ROLES: readonly Role[] = ['editor', 'owner'];

type BareProps = Omit<ComponentProps<'select'>, 'value' | 'onChange'> & { value: Role; onRoleChange: (role: Role) => void };

/** Owner or Editor as a native select (keyboards and phones handle it best), named by the caller (a table cell's aria-label). */
export function RoleChoice({ value, onRoleChange, className, ...props }: BareProps) {
  const A = useAdminTexts().account;
  return (
    <select {...props} className={clsx(fieldStyles.control, className)} value={value} onChange={(event) => onRoleChange(event.currentTarget.value as Role)}>
      {ROLES.map((role) => (
        <option key={role} value={role}>
          {A.roles[role]}
        </option>
      ))}
    </select>
  );
}

/** RoleChoice with its visible label, as a form field. */
export function RoleSelect(props: BareProps & FieldOwnProps) {
  const { shell, control } = useField(props);
  return (
    <FieldShell {...shell}>
      <RoleChoice {...control} value={props.value} onRoleChange={props.onRoleChange} />
    </FieldShell>
  );
}
