import { Link } from 'react-router-dom';
import { leaderScreen } from '../kind';
import { countLeaders, type LeaderCounts } from './api';
import { useLoad } from '../../../api/useLoad';
import type { LeaderSlug, LeaderType } from '../rules';
import { StatCard } from '../../../ui/StatCard';
import { Screen } from '../../../admin/content/Screen';
import { useFeedback } from '../../../admin/content/feedback';
import countCards from '../../../admin/dashboard/countCards.module.css';
import { useAdminTexts } from '../../../admin/texts';

const TILES: readonly { type: LeaderType; count: keyof LeaderCounts; slug: LeaderSlug }[] = [
  { type: 'Chaplain', count: 'total_chaplains', slug: 'chaplain' },
  { type: 'Conference', count: 'total_conference_leaders', slug: 'conference-leader' },
  { type: 'Union', count: 'total_union_leaders', slug: 'union-leader' },
  { type: 'Zone', count: 'total_zone_leaders', slug: 'zone-leader' },
];

/** /dashboard/chaplency/leaders: how many leaders of each type, each tile opening its screen. */
export default function LeadersOverviewScreen() {
  const t = useAdminTexts();
  const T = t.admin.leaders;
  const feedback = useFeedback();
  const { state } = useLoad((signal) => countLeaders({ signal }), [], { onError: () => feedback.error(t.errors.dashboard.leaderCounts) });
  const counts = state.status === 'loaded' ? state.data : null;
  const failed = state.status === 'error';

  return (
    <Screen title={T.overviewTitle} intro={T.overviewIntro}>
      {feedback.banner}
      <ul role="list" className={countCards.grid} aria-label={T.counts}>
        {TILES.map((tile) => (
          <li key={tile.slug}>
            <Link className={countCards.link} to={leaderScreen(tile.slug)}>
              <StatCard label={T.types[tile.type].tile} value={counts ? counts[tile.count] : failed ? '–' : undefined} loading={!counts && !failed} />
            </Link>
          </li>
        ))}
      </ul>
    </Screen>
  );
}
