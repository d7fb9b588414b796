import { Navigate, useParams } from 'react-router-dom';
import { adminPaths } from '../../kinds/adminPaths';
import { leaderTypeFromSlug } from '../../domain/leaders';
import { LeadersScreen } from '../leaders/LeadersScreen';

/**
 * /dashboard/chaplency/:slug (chaplain, union-leader, conference-leader, zone-leader): one screen
 * parameterised by the route. Keyed by type, so moving from one type to another starts afresh.
 */
export default function LeadersPage() {
  const type = leaderTypeFromSlug(useParams().slug);
  if (!type) return <Navigate to={adminPaths.root} replace />;
  return <LeadersScreen key={type} type={type} />;
}
