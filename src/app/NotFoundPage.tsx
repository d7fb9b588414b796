import { Link } from 'react-router-dom';
import { paths } from '../domain/paths';
import styles from './NotFoundPage.module.css';

/** Any public path the route table does not know. */
export function NotFoundPage() {
  return (
    <section className={styles.page} aria-labelledby="not-found-title">
      <h1 id="not-found-title" className={styles.title}>
        Page not found
      </h1>
      <p className={styles.text}>The page you are looking for does not exist or has moved.</p>
      <Link to={paths.home} className={styles.link}>
        Go to the home page
      </Link>
    </section>
  );
}
