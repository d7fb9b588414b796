import type { ActivityEntry } from '../../api/admin/activity';
import { activityTime, activityTitle } from '../../domain/activity';
import { useAdminLanguage, useAdminTexts } from '../texts';
import styles from './activity.module.css';

/** One entry: who did what to which item, when and from which address. */
export function ActivityEntryItem({ entry }: { entry: ActivityEntry }) {
  const T = useAdminTexts().activity;
  const { locale } = useAdminLanguage();
  const title = activityTitle(entry, T.written);
  return (
    <li className={styles.entry}>
      <p className={styles.what}>
        <strong>{entry.actorEmail ?? T.someone}</strong> {T.actions[entry.action]} <span className={styles.type}>{T.types[entry.type]}</span>
        {title ? <> “{title}”</> : null}
      </p>
      <p className={styles.when}>
        <time dateTime={entry.at}>{activityTime(entry.at, locale)}</time>
        {entry.ip ? ` · ${T.from} ${entry.ip}` : null}
      </p>
    </li>
  );
}
