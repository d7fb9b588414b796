import { type ActivityEntry } from '../../api/admin/activity';
import type { Role } from '../../features/accounts/rules';
import { isActivityType, visibleActivityTypes } from '../../kinds';
import { FieldShell, fieldStyles, useField } from '../../ui/Field';
import { useAdminTexts } from '../texts';
import styles from './activity.module.css';
import type { Filters } from './useActivity';

interface Choice {
  value: string;
  label: string;
}

/** A labelled native select (keyboards and phones handle it best); '' is the "all" choice. */
function FilterSelect({ label, value, all, choices, onPick }: { label: string; value: string; all: string; choices: Choice[]; onPick: (value: string) => void }) {
  const { shell, control } = useField({ label });
  return (
    <FieldShell {...shell}>
      <select {...control} className={fieldStyles.control} value={value} onChange={(event) => onPick(event.currentTarget.value)}>
        <option value="">{all}</option>
        {choices.map((c) => (
          <option key={c.value} value={c.value}>
            {c.label}
          </option>
        ))}
      </select>
    </FieldShell>
  );
}

/** The people seen in the entries shown, and the one picked (kept while the filter shows only them). */
function peopleOf(entries: ActivityEntry[], picked: number | undefined, pickedEmail: string | undefined): Choice[] {
  const people = new Map<number, string>();
  if (picked !== undefined) people.set(picked, pickedEmail ?? String(picked));
  for (const e of entries) if (e.actorId !== null && !people.has(e.actorId)) people.set(e.actorId, e.actorEmail ?? String(e.actorId));
  return [...people].map(([id, email]) => ({ value: String(id), label: email })).sort((a, b) => a.label.localeCompare(b.label));
}

export interface ActivityFilterBarProps {
  role: Role;
  filters: Filters & { email?: string };
  entries: ActivityEntry[];
  onChange: (filters: Filters & { email?: string }) => void;
}

/** Person and type, as the server filters them; an editor is offered the content types only. */
export function ActivityFilterBar({ role, filters, entries, onChange }: ActivityFilterBarProps) {
  const T = useAdminTexts().activity;
  const people = peopleOf(entries, filters.person, filters.email);
  const types = visibleActivityTypes(role).map((t) => ({ value: t, label: T.types[t] }));
  return (
    <div className={styles.filters}>
      <FilterSelect
        label={T.person}
        all={T.everyone}
        value={filters.person === undefined ? '' : String(filters.person)}
        choices={people}
        onPick={(v) => onChange({ ...filters, person: v ? Number(v) : undefined, email: people.find((p) => p.value === v)?.label })}
      />
      <FilterSelect
        label={T.type}
        all={T.everything}
        value={filters.type ?? ''}
        choices={types}
        onPick={(v) => onChange({ ...filters, type: isActivityType(v) ? v : undefined })}
      />
    </div>
  );
}
