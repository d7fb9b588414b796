import { useState } from 'react';
import { ActivityEntryItem } from '../activity/ActivityEntryItem';
import { ActivityFilterBar } from '../activity/ActivityFilterBar';
import styles from '../activity/activity.module.css';
import { useActivity, type Filters } from '../activity/useActivity';
import { CollectionView } from '../content/CollectionView';
import { useFeedback } from '../content/feedback';
import { Screen, Section } from '../content/Screen';
import { useRole } from '../session/session';
import { useAdminTexts } from '../texts';
import { Button } from '../../ui/Button';

/** /dashboard/activity (issue 13, decision 021): who changed what, newest first, by person and type. */
export default function ActivityPage() {
  const T = useAdminTexts().activity;
  // Unknown until the account is read: the content types then (the server decides what is read anyway).
  const role = useRole() ?? 'editor';
  const feedback = useFeedback();
  const [filters, setFilters] = useState<Filters & { email?: string }>({});
  const activity = useActivity(
    { person: filters.person, type: filters.type },
    () => feedback.error(T.fetchFailed),
    () => feedback.error(T.moreFailed),
  );

  return (
    <Screen title={T.title} intro={T.intro}>
      {feedback.banner}
      <Section title={T.list}>
        <ActivityFilterBar role={role} filters={filters} entries={activity.entries} onChange={setFilters} />
        <CollectionView
          status={activity.status}
          count={activity.entries.length}
          onRetry={activity.reload}
          placeholder="overlay"
          loadingLabel={T.loading}
          emptyText={T.empty}
          errorText={T.fetchFailed}
        >
          <ol className={styles.list} aria-label={T.list}>
            {activity.entries.map((entry) => (
              <ActivityEntryItem key={entry.id} entry={entry} />
            ))}
          </ol>
          {activity.hasMore && (
            <Button className={styles.more} variant="secondary" onClick={() => void activity.loadMore()} busy={activity.loadingMore} busyLabel={T.loadingMore}>
              {T.more}
            </Button>
          )}
        </CollectionView>
      </Section>
    </Screen>
  );
}
