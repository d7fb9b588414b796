import { Link } from 'react-router-dom';
import { countCalendarEvents } from '../../api/admin/calendar';
import { countLeaders } from '../../api/admin/leaders';
import { countMedia } from '../../api/admin/media';
import { countMessages } from '../../api/admin/messages';
import { paths } from '../../kinds/paths';
import { mediaCountFailureText, readCount, totalLeaders } from '../../domain/dashboard';
import { QuickNavTile } from '../../ui/QuickNavTile';
import { ToastStack, useToasts } from '../common/ToastStack';
import { Screen, Section } from '../content/Screen';
import { CountCard } from '../dashboard/CountCard';
import { DashboardIcon, type DashboardIconName } from '../dashboard/icons';
import { useCount } from '../dashboard/useCount';
import { useNavigationMessage } from '../session/navigationState';
import { useAdminTexts } from '../texts';
import styles from './DashboardPage.module.css';

/** /dashboard/dashboard: the totals, the unread messages and the Quick Navigation tiles. */
export default function DashboardPage() {
  const t = useAdminTexts();
  const T = t.admin;
  const quickNav: readonly { label: string; to: string; icon: DashboardIconName }[] = [
    { label: T.dashboard.tiles.media, to: paths.admin.media, icon: 'media' },
    { label: T.dashboard.tiles.book, to: paths.admin.book, icon: 'book' },
    { label: T.dashboard.tiles.calendar, to: paths.admin.calendar, icon: 'calendar' },
    { label: T.dashboard.tiles.leaders, to: paths.admin.leadersOverview, icon: 'leaders' },
    { label: T.dashboard.tiles.settings, to: paths.admin.settings, icon: 'settings' },
  ];
  // 'Login successful!' when arriving from the login.
  const flash = useNavigationMessage('success');
  const { toasts, push, dismiss } = useToasts(flash ? [{ variant: 'success', message: flash }] : []);
  // One toast for each count that fails.
  const toast = (text: string) => push('error', text);
  const media = useCount(countMedia, (d) => readCount(d.total_media), (failure) => mediaCountFailureText(failure, t.errors.dashboard), toast);
  const events = useCount(countCalendarEvents, (d) => readCount(d.total_events), () => t.errors.dashboard.eventsCount, toast);
  const leaders = useCount(countLeaders, totalLeaders, () => t.errors.dashboard.leaderCounts, toast);
  const unread = useCount(countMessages, (d) => readCount(d.unread_messages), () => T.dashboard.messagesCountFailed, toast);

  return (
    <Screen title={T.dashboard.heading} className={styles.page}>
      <ToastStack toasts={toasts} onDismiss={dismiss} />
      <Section variant="plain" title={T.dashboard.overview}>
        <ul className={styles.cards}>
          <li>
            <CountCard label={T.dashboard.mediaCard} count={media} icon="media" />
          </li>
          <li>
            <CountCard label={T.dashboard.eventsCard} count={events} icon="calendar" />
          </li>
          <li>
            <CountCard label={T.dashboard.leadersCard} count={leaders} icon="leaders" />
          </li>
          <li>
            <Link to={paths.admin.messages} className={styles.cardLink}>
              <CountCard label={T.dashboard.unreadCard} count={unread} icon="messages" />
            </Link>
          </li>
        </ul>
      </Section>
      <Section variant="plain" title={T.dashboard.quickNavigation}>
        <ul className={styles.tiles}>
          {quickNav.map(({ label, to, icon }) => (
            <li key={to}>
              <QuickNavTile to={to} label={label} icon={<DashboardIcon name={icon} />} />
            </li>
          ))}
        </ul>
      </Section>
    </Screen>
  );
}
