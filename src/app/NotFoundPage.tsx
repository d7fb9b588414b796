import { Link } from 'react-router-dom';
import { paths } from '../kinds/paths';
import styles from './NotFoundPage.module.css';
import { useLocalizedPath, usePublicTexts } from '../public/locale';
import { HOME_TITLE } from '../kinds/pageTitle';
import { usePageTitle } from '../public/layout/usePageTitle';

/** Any public path the route table does not know. */
export function NotFoundPage() {
  const texts = usePublicTexts();
  const localized = useLocalizedPath();
  // The server answers an unknown URL with index.html's own head, whose title is the home page's.
  usePageTitle(HOME_TITLE);
  return (
    <section className={styles.page} aria-labelledby="not-found-title">
      <h1 id="not-found-title" className={styles.title}>
        {texts.notFound.title}
      </h1>
      <p className={styles.text}>{texts.notFound.text}</p>
      <Link to={localized(paths.home)} className={styles.link}>
        {texts.notFound.homeLink}
      </Link>
    </section>
  );
}
