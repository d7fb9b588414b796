import type { ComponentProps } from 'react';
import * as Collapsible from '@radix-ui/react-collapsible';
import { NavLink, useLocation, useNavigate } from 'react-router-dom';
import clsx from 'clsx';
import { SHORT_NAME } from '../../brand';
import type { Role } from '../../domain/accounts';
import { LEADER_TYPES } from '../../domain/leaders';
import { paths } from '../../kinds/paths';
import type { AdminCatalogue } from '../../domain/texts/adminCatalogue';
import { Icon } from '../../ui/Icon';
import { Logo } from '../../ui/Logo/Logo';
import { LanguageSwitch } from '../common/LanguageSwitch';
import { useAdminTexts } from '../texts';
import styles from './Sidebar.module.css';

interface SidebarLink {
  to: string;
  label: string;
}

interface SidebarGroup {
  label: string;
  /** Routes under this prefix open the group on arrival. */
  prefix: string;
  links: readonly SidebarLink[];
}

type SidebarEntry = SidebarLink | SidebarGroup;

/** The back-office navigation of spec section 2, in display order. */
function adminNav(t: AdminCatalogue): SidebarEntry[] {
  const N = t.admin.nav;
  return [
    { to: paths.admin.dashboard, label: N.dashboard },
    {
      label: N.gallery,
      prefix: `${paths.admin.gallery}/`,
      links: [
        { to: paths.admin.media, label: N.media },
        { to: paths.admin.announcements, label: N.announcements },
      ],
    },
    {
      label: N.chaplaincy,
      prefix: `${paths.admin.chaplaincy}/`,
      links: [
        ...LEADER_TYPES.map(({ type, slug }) => ({ to: paths.admin.leaders(slug), label: t.admin.leaders.types[type].many })),
        { to: paths.admin.leadersOverview, label: N.leadersOverview },
      ],
    },
    { to: paths.admin.book, label: N.book },
    { to: paths.admin.calendar, label: N.calendar },
    { to: paths.admin.summit, label: N.summit },
    { to: paths.admin.messages, label: N.messages },
    { to: paths.admin.settings, label: N.settings },
    { to: paths.admin.trash, label: N.trash },
    { to: paths.admin.activity, label: t.activity.nav },
  ];
}

const isGroup = (entry: SidebarEntry): entry is SidebarGroup => 'links' in entry;

/** After the specification's links: Accounts and Backup for owners only, Change password for everyone. */
function accountNav(role: Role, t: AdminCatalogue): SidebarLink[] {
  const password = { to: paths.admin.password, label: t.account.nav.password };
  const ownersOnly = [
    { to: paths.admin.accounts, label: t.account.nav.accounts },
    { to: paths.admin.backup, label: t.backup.nav },
  ];
  return role === 'owner' ? [...ownersOnly, password] : [password];
}

export interface SidebarOwnProps {
  /** Logs the administrator out; the sidebar then goes to '/'. */
  onLogout: () => void;
  /** Below 1024 px the sidebar is a drawer: shown only while open. Always shown on wider screens. */
  open?: boolean;
  /** A link was chosen (the layout closes the drawer). */
  onNavigate?: () => void;
  /** The logged-in admin's role, once known: it adds the account links (none while unknown). */
  adminRole?: Role | null;
}

export type SidebarProps = ComponentProps<'aside'> & SidebarOwnProps;

/**
 * Back-office sidebar: logo, links, the collapsible Gallery and Chaplency groups (open on arrival
 * when the current page is inside them) and Logout.
 */
export function Sidebar({ onLogout, open = false, onNavigate, adminRole, className, ...props }: SidebarProps) {
  const t = useAdminTexts();
  const T = t.admin;
  const { pathname } = useLocation();
  const navigate = useNavigate();

  const logout = () => {
    onLogout();
    void navigate(paths.home);
  };

  const renderLink = ({ to, label }: SidebarLink) => (
    <li key={to}>
      <NavLink to={to} className={styles.link} onClick={onNavigate}>
        {label}
      </NavLink>
    </li>
  );

  return (
    <aside className={clsx(styles.sidebar, className)} data-open={open || undefined} aria-label={T.layout.sidebar} {...props}>
      <div className={styles.brand}>
        <Logo />
        <span className={styles.name}>{SHORT_NAME}</span>
        <span className={styles.badge}>{T.layout.badge}</span>
      </div>

      <nav className={styles.nav} aria-label={T.layout.nav}>
        <ul className={styles.list}>
          {adminNav(t).map((entry) =>
            isGroup(entry) ? (
              <li key={entry.label}>
                <Collapsible.Root defaultOpen={pathname.startsWith(entry.prefix)} className={styles.group}>
                  <Collapsible.Trigger className={styles.groupTrigger}>
                    {entry.label}
                    <Icon className={styles.chevron} path="M6 9l6 6 6-6" />
                  </Collapsible.Trigger>
                  <Collapsible.Content className={styles.groupContent}>
                    <ul className={styles.subList}>{entry.links.map(renderLink)}</ul>
                  </Collapsible.Content>
                </Collapsible.Root>
              </li>
            ) : (
              renderLink(entry)
            ),
          )}
          {adminRole && accountNav(adminRole, t).map(renderLink)}
        </ul>
      </nav>

      <div className={styles.footer}>
        <LanguageSwitch />
        <button type="button" className={styles.logout} onClick={logout}>
          <Icon path="M15 4h3a2 2 0 0 1 2 2v12a2 2 0 0 1-2 2h-3M10 17l-5-5 5-5M5 12h11" />
          {T.layout.logout}
        </button>
      </div>
    </aside>
  );
}
