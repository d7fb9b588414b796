import { StatCard } from '../../ui/StatCard';
import { DashboardIcon, type DashboardIconName } from './icons';
import type { Count } from './useCount';

/** A dashboard total: a placeholder while loading, the number, or '–' when it could not be fetched. */
export function CountCard({ label, count, icon }: { label: string; count: Count; icon: DashboardIconName }) {
  return (
    <StatCard
      label={label}
      loading={count === 'loading'}
      value={typeof count === 'number' ? count : undefined}
      icon={<DashboardIcon name={icon} />}
    />
  );
}
