import { Link } from 'react-router-dom';
import { countCalendarEvents } from '../../api/admin/calendar';
import { countLeaders } from '../../api/admin/leaders';
import { countMedia } from '../../api/admin/media';
import { countMessages } from '../../api/admin/messages';
import { paths } from '../../domain/paths';
import { mediaCountFailureText, readCount, totalLeaders } from '../../domain/dashboard';
import { ERRORS } from '../../domain/messages';
import { QuickNavTile } from '../../ui/QuickNavTile';
import { ToastStack, useToasts } from '../common/ToastStack';
import { Screen, Section } from '../content/Screen';
import { CountCard } from '../dashboard/CountCard';
import { DashboardIcon, type DashboardIconName } from '../dashboard/icons';
import { useCount } from '../dashboard/useCount';
import { useNavigationMessage } from '../session/navigationState';
import styles from './DashboardPage.module.css';
import { ADMIN_TEXTS as T } from '../../domain/texts/adminTexts';

const QUICK_NAV: readonly { label: string; to: string; icon: DashboardIconName }[] = [
  { label: 'Manage Media', to: paths.admin.media, icon: 'media' },
  { label: 'Book of the Year', to: paths.admin.book, icon: 'book' },
  { label: 'Annual Calendar', to: paths.admin.calendar, icon: 'calendar' },
  { label: 'Manage Leaders', to: paths.admin.leadersOverview, icon: 'leaders' },
  { label: 'Settings', to: paths.admin.settings, icon: 'settings' },
];

/** /dashboard/dashboard: the totals, the unread messages and the Quick Navigation tiles. */
export default function DashboardPage() {
  // 'Login successful!' when arriving from the login.
  const flash = useNavigationMessage('success');
  const { toasts, push, dismiss } = useToasts(flash ? [{ variant: 'success', message: flash }] : []);
  // One toast for each count that fails.
  const toast = (text: string) => push('error', text);
  const media = useCount(countMedia, (d) => readCount(d.total_media), mediaCountFailureText, toast);
  const events = useCount(countCalendarEvents, (d) => readCount(d.total_events), () => ERRORS.dashboard.eventsCount, toast);
  const leaders = useCount(countLeaders, totalLeaders, () => ERRORS.dashboard.leaderCounts, toast);
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
          {QUICK_NAV.map(({ label, to, icon }) => (
            <li key={to}>
              <QuickNavTile to={to} label={label} icon={<DashboardIcon name={icon} />} />
            </li>
          ))}
        </ul>
      </Section>
    </Screen>
  );
}
