import type { ComponentProps, MouseEvent } from 'react';
import { Link, NavLink, useLocation } from 'react-router-dom';
import clsx from 'clsx';
import { SHORT_NAME } from '../../brand';
import { paths } from '../../kinds/paths';
import { Logo } from '../../ui/Logo/Logo';
import { useDisclosure } from '../../ui/useDisclosure';
import styles from './Header.module.css';
import { LOCALE_NAMES, switchLocale, type Locale } from '../../domain/locale';
import { preloadSwahili, useLocale, useLocalizedPath, usePublicTexts, useSwahiliLink } from '../locale';

/** The public navigation of spec section 2, in its order, then search (issue 48); its words are the catalogue's (layout.nav). */
export const PUBLIC_NAV_LINKS = (['home', 'gallery', 'calendar', 'book', 'chaplaincy', 'summit', 'search'] as const).map((key) => ({ key, to: paths[key] }));

export type HeaderProps = ComponentProps<'header'> & {
  /** A click on the search link: the layout opens its search dialog instead (issue 48). */
  onSearchLink?: (event: MouseEvent) => void;
  /** The pointer or focus reached the search link: its dialog's chunk may start loading. */
  onSearchIntent?: () => void;
};

/**
 * Site header: the logo and short name (which lead to the admin login, as the spec asks) and the
 * page links, the current one marked with aria-current. Below 1024 px the links fold behind a
 * menu toggle; choosing a link or pressing Escape folds them again.
 */
export function Header({ className, onSearchLink, onSearchIntent, ...props }: HeaderProps) {
  const texts = usePublicTexts();
  const localized = useLocalizedPath();
  const menu = useDisclosure();

  return (
    <header className={clsx(styles.header, className)} data-menu-open={menu.open || undefined} {...props}>
      <div className={styles.bar} onKeyDown={menu.closeOnEscape}>
        <Link to={paths.login} className={styles.brand}>
          <Logo />
          <span className={styles.name}>{SHORT_NAME}</span>
        </Link>

        <LanguageSwitch />

        <button {...menu.toggleProps} className={styles.toggle}>
          <svg className={styles.toggleIcon} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
            <path className={styles.barTop} d="M4 6h16" />
            <path className={styles.barMiddle} d="M4 12h16" />
            <path className={styles.barBottom} d="M4 18h16" />
          </svg>
          <span className={styles.toggleLabel}>{texts.layout.menu}</span>
        </button>

        <nav className={styles.nav} aria-label={texts.layout.mainNav}>
          <ul id={menu.id} className={styles.list} data-open={menu.open || undefined}>
            {PUBLIC_NAV_LINKS.map(({ key, to }) => (
              <li key={key}>
                <NavLink
                  to={localized(to)}
                  end={to === paths.home}
                  className={styles.link}
                  onClick={(event) => {
                    menu.close();
                    if (key === 'search') onSearchLink?.(event);
                  }}
                  {...(key === 'search' && onSearchIntent ? { onPointerEnter: onSearchIntent, onFocus: onSearchIntent } : {})}
                >
                  {texts.layout.nav[key]}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
      </div>
    </header>
  );
}

/**
 * The same page in the other language (issue 31), named in that language. Its texts start loading
 * as the pointer or focus reaches it, so the page is there when it is chosen.
 */
function LanguageSwitch() {
  const { pathname, search, hash } = useLocation();
  const other: Locale = useLocale() === 'sw' ? 'en' : 'sw';
  const to = `${switchLocale(pathname, other)}${search}${hash}`;
  const toSwahili = useSwahiliLink(to);
  const swahili = other === 'sw';
  return (
    <Link
      to={to}
      className={styles.language}
      lang={other}
      hrefLang={other}
      onClick={swahili ? toSwahili : undefined}
      onPointerEnter={swahili ? preloadSwahili : undefined}
      onFocus={swahili ? preloadSwahili : undefined}
      onTouchStart={swahili ? preloadSwahili : undefined}
    >
      {LOCALE_NAMES[other]}
    </Link>
  );
}
