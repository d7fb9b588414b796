import type { ComponentProps } from 'react';
import * as Collapsible from '@radix-ui/react-collapsible';
import { NavLink, useLocation, useNavigate } from 'react-router-dom';
import clsx from 'clsx';
import { SHORT_NAME } from '../../brand';
import type { Role } from '../../features/accounts/rules';
import { paths } from '../../kinds/paths';
import { adminPaths } from '../../kinds/adminPaths';
import type { AdminCatalogue } from '../../domain/texts/adminCatalogue';
import { KIND_ENTRIES } from '../../kinds';
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

/** The sidebar's collapsible groups: its kinds' screens, open on arrival under their prefix. */
const GROUPS = {
  gallery: { label: (t: AdminCatalogue) => t.admin.nav.gallery, prefix: `${adminPaths.gallery}/` },
  chaplaincy: { label: (t: AdminCatalogue) => t.admin.nav.chaplaincy, prefix: `${adminPaths.chaplaincy}/` },
} as const;

/** Each kind's screens with their links' words, in the registry's order: the sidebar's. */
function kindLinks(t: AdminCatalogue) {
  return KIND_ENTRIES.flatMap((kind) => {
    const words = kind.words(t).nav;
    return (kind.admin?.screens ?? []).map((screen) => ({ screen, link: { to: screen.path, label: words[screen.nav]! } }));
  });
}

/**
 * The back-office navigation of spec section 2, in display order: the dashboard, each kind's screens
 * (a group where the first of its screens is), the trash and the activity log.
 */
function adminNav(t: AdminCatalogue): SidebarEntry[] {
  const entries: SidebarEntry[] = [{ to: adminPaths.dashboard, label: t.admin.nav.dashboard }];
  const groups = new Map<string, SidebarLink[]>();
  for (const { screen, link } of kindLinks(t)) {
    if (screen.group === 'account') continue;
    if (!screen.group) {
      entries.push(link);
      continue;
    }
    let links = groups.get(screen.group);
    if (!links) {
      links = [];
      groups.set(screen.group, links);
      entries.push({ label: GROUPS[screen.group].label(t), prefix: GROUPS[screen.group].prefix, links });
    }
    links.push(link);
  }
  return [...entries, { to: adminPaths.trash, label: t.admin.nav.trash }, { to: adminPaths.activity, label: t.activity.nav }];
}

const isGroup = (entry: SidebarEntry): entry is SidebarGroup => 'links' in entry;

/** After the specification's links: the owners' (Accounts, Backup), then everyone's (Change password). */
function accountNav(role: Role, t: AdminCatalogue): SidebarLink[] {
  const account = kindLinks(t).filter(({ screen }) => screen.group === 'account');
  const ownersOnly = [...account.filter(({ screen }) => screen.owners).map(({ link }) => link), { to: adminPaths.backup, label: t.backup.nav }];
  const everyone = account.filter(({ screen }) => !screen.owners).map(({ link }) => link);
  return role === 'owner' ? [...ownersOnly, ...everyone] : everyone;
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
