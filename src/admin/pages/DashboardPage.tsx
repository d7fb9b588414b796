import { useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import { countCalendarEvents } from '../../api/calendar';
import { ApiError } from '../../api/errors';
import { countLeaders } from '../../api/leaders';
import { countMedia } from '../../api/media';
import { countMessages } from '../../api/messages';
import { paths } from '../../domain/paths';
import { DASHBOARD_TEXTS, mediaCountFailureText, readCount, totalLeaders, type CountFailure as Failure } from '../../domain/dashboard';
import { ERRORS } from '../../domain/messages';
import { QuickNavTile } from '../../ui/QuickNavTile';
import { StatCard } from '../../ui/StatCard';
import { ToastStack, useToasts } from '../common/ToastStack';
import { DashboardIcon, type DashboardIconName } from '../dashboard/icons';
import { useNavigationMessage } from '../session/navigationState';
import styles from './DashboardPage.module.css';

/** A card's number: loading, a count, or '–' when it could not be fetched. */
type Count = number | 'loading' | 'failed';

const QUICK_NAV: readonly { label: string; to: string; icon: DashboardIconName }[] = [
  { label: 'Manage Media', to: paths.admin.media, icon: 'media' },
  { label: 'Book of the Year', to: paths.admin.book, icon: 'book' },
  { label: 'Annual Calendar', to: paths.admin.calendar, icon: 'calendar' },
  { label: 'Manage Leaders', to: paths.admin.leadersOverview, icon: 'leaders' },
  { label: 'Settings', to: paths.admin.settings, icon: 'settings' },
];

const isAbort = (error: unknown) => error instanceof Error && error.name === 'AbortError';

/** /dashboard/dashboard: the totals, the unread messages and the Quick Navigation tiles. */
export default function DashboardPage() {
  // 'Login successful!' when arriving from the login.
  const flash = useNavigationMessage('success');
  const { toasts, push, dismiss } = useToasts(flash ? [{ variant: 'success', message: flash }] : []);
  const [media, setMedia] = useState<Count>('loading');
  const [events, setEvents] = useState<Count>('loading');
  const [leaders, setLeaders] = useState<Count>('loading');
  const [unread, setUnread] = useState<Count>('loading');

  useEffect(() => {
    const controller = new AbortController();
    const { signal } = controller;
    // Each count fails on its own: one toast each, the other cards still fill in.
    const load = async <T,>(call: () => Promise<T>, read: (data: T) => number | null, set: (count: Count) => void, text: (failure: Failure) => string) => {
      try {
        const value = read(await call());
        if (signal.aborted) return;
        set(value ?? 'failed');
        if (value === null) push('error', text({ kind: 'bad-answer' }));
      } catch (error) {
        if (signal.aborted || isAbort(error)) return;
        set('failed');
        push('error', text({ kind: 'failed', body: error instanceof ApiError ? error.body : undefined }));
      }
    };
    void load(() => countMedia({ signal }), (d) => readCount(d.total_media), setMedia, mediaCountFailureText);
    void load(() => countCalendarEvents({ signal }), (d) => readCount(d.total_events), setEvents, () => ERRORS.dashboard.eventsCount);
    void load(() => countLeaders({ signal }), totalLeaders, setLeaders, () => ERRORS.dashboard.leaderCounts);
    void load(() => countMessages({ signal }), (d) => readCount(d.unread_messages), setUnread, () => DASHBOARD_TEXTS.messagesCountFailed);
    return () => controller.abort();
  }, [push]);

  const card = (label: string, count: Count, icon: DashboardIconName) => (
    <li>
      <StatCard
        label={label}
        loading={count === 'loading'}
        value={typeof count === 'number' ? count : undefined}
        icon={<DashboardIcon name={icon} />}
      />
    </li>
  );

  return (
    <div className={styles.page}>
      <ToastStack toasts={toasts} onDismiss={dismiss} />
      <h1 className={styles.title}>{DASHBOARD_TEXTS.heading}</h1>

      <section aria-labelledby="dashboard-overview" className={styles.section}>
        <h2 id="dashboard-overview" className={styles.heading}>
          {DASHBOARD_TEXTS.overview}
        </h2>
        <ul className={styles.cards}>
          {card(DASHBOARD_TEXTS.mediaCard, media, 'media')}
          {card(DASHBOARD_TEXTS.eventsCard, events, 'calendar')}
          {card(DASHBOARD_TEXTS.leadersCard, leaders, 'leaders')}
          <li>
            <Link to={paths.admin.messages} className={styles.cardLink}>
              <StatCard
                label={DASHBOARD_TEXTS.unreadCard}
                loading={unread === 'loading'}
                value={typeof unread === 'number' ? unread : undefined}
                icon={<DashboardIcon name="messages" />}
              />
            </Link>
          </li>
        </ul>
      </section>

      <section aria-labelledby="dashboard-quick-nav" className={styles.section}>
        <h2 id="dashboard-quick-nav" className={styles.heading}>
          {DASHBOARD_TEXTS.quickNavigation}
        </h2>
        <ul className={styles.tiles}>
          {QUICK_NAV.map(({ label, to, icon }) => (
            <li key={to}>
              <QuickNavTile to={to} label={label} icon={<DashboardIcon name={icon} />} />
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}
