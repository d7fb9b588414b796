import { Link } from 'react-router-dom';
import { paths } from '../domain/paths';
import styles from './NotFoundPage.module.css';
import { PUBLIC_TEXTS } from '../domain/texts/publicTexts';
import { HOME_TITLE } from '../domain/pageTitle';
import { usePageTitle } from '../public/layout/usePageTitle';

/** Any public path the route table does not know. */
export function NotFoundPage() {
  // The server answers an unknown URL with index.html's own head, whose title is the home page's.
  usePageTitle(HOME_TITLE);
  return (
    <section className={styles.page} aria-labelledby="not-found-title">
      <h1 id="not-found-title" className={styles.title}>
        {PUBLIC_TEXTS.notFound.title}
      </h1>
      <p className={styles.text}>{PUBLIC_TEXTS.notFound.text}</p>
      <Link to={paths.home} className={styles.link}>
        {PUBLIC_TEXTS.notFound.homeLink}
      </Link>
    </section>
  );
}
