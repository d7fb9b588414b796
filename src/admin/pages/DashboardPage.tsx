import { Link } from 'react-router-dom';
import { countOf } from '../../app/kinds';
import { totalOf } from '../../domain/dashboard';
import type { KindEntry } from '../../domain/kind';
import type { AdminCatalogue } from '../../domain/texts/adminCatalogue';
import { DASHBOARD_ORDER, KIND_BY_KEY, type KindKey } from '../../kinds';
import { QuickNavTile } from '../../ui/QuickNavTile';
import { ToastStack, useToasts } from '../common/ToastStack';
import { Screen, Section } from '../content/Screen';
import { CountCard } from '../dashboard/CountCard';
import { DashboardIcon } from '../dashboard/icons';
import { useCount } from '../dashboard/useCount';
import { useNavigationMessage } from '../session/navigationState';
import { useAdminTexts } from '../texts';
import styles from './DashboardPage.module.css';

type Admin = NonNullable<KindEntry['admin']>;

/** The kinds on the dashboard, in its order, as the entry's type. */
const DASHBOARD_KINDS: readonly (KindEntry & { readonly key: KindKey })[] = DASHBOARD_ORDER.map((key) => KIND_BY_KEY[key]);

/** The address of a kind's screen, by its `nav`. */
const screenPath = (admin: Admin, nav: string) => admin.screens.find((screen) => screen.nav === nav)!.path;

/** /dashboard/dashboard: each kind's total (the unread messages among them) and its Quick Navigation tile. */
export default function DashboardPage() {
  const t = useAdminTexts();
  const T = t.admin;
  // 'Login successful!' when arriving from the login.
  const flash = useNavigationMessage('success');
  const { toasts, push, dismiss } = useToasts(flash ? [{ variant: 'success', message: flash }] : []);
  // One toast for each count that fails.
  const toast = (text: string) => push('error', text);

  return (
    <Screen title={T.dashboard.heading} className={styles.page}>
      <ToastStack toasts={toasts} onDismiss={dismiss} />
      <Section variant="plain" title={T.dashboard.overview}>
        <ul className={styles.cards}>
          {DASHBOARD_KINDS.map((kind) => kind.admin?.count && <KindCount key={kind.key} kind={kind} t={t} report={toast} />)}
        </ul>
      </Section>
      <Section variant="plain" title={T.dashboard.quickNavigation}>
        <ul className={styles.tiles}>
          {DASHBOARD_KINDS.map(({ key, admin, words }) => {
            if (!admin?.tile) return null;
            const to = screenPath(admin, admin.tile);
            return (
              <li key={key}>
                <QuickNavTile to={to} label={words(t).tile!} icon={<DashboardIcon name={admin.icon!} />} />
              </li>
            );
          })}
        </ul>
      </Section>
    </Screen>
  );
}

/** A kind's card: its count, fetched on mount; linked to its screen when its entry says so. */
function KindCount({ kind, t, report }: { kind: KindEntry & { readonly key: KindKey }; t: AdminCatalogue; report: (text: string) => void }) {
  const admin = kind.admin!;
  const { fields, opens } = admin.count!;
  const { load, failed } = countOf(kind.key)!;
  const count = useCount(load, (answer) => totalOf(answer, fields), (failure) => failed(failure, t), report);
  const card = <CountCard label={kind.words(t).count!} count={count} icon={admin.icon!} />;
  return (
    <li>
      {opens ? (
        <Link to={screenPath(admin, opens)} className={styles.cardLink}>
          {card}
        </Link>
      ) : (
        card
      )}
    </li>
  );
}
