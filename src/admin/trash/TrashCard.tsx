import type { TrashItem } from '../../api/admin/trash';
import { daysLeft, daysSince } from '../../domain/trash';
import { Button } from '../../ui/Button';
import { Card, CardContent, CardFooter, CardHeader, CardTitle } from '../../ui/Card';
import { VisuallyHidden } from '../../ui/VisuallyHidden';
import { Fact, Facts } from '../content/Screen';
import { useAdminTexts } from '../texts';
import { TrashPictures } from './TrashPictures';
import styles from './trash.module.css';

export interface TrashCardProps {
  item: TrashItem;
  /** The time the days are counted from. */
  now: Date;
  /** Its restore is in flight: Restore says so, and both buttons wait. */
  restoring: boolean;
  /** Another restore is in flight: the buttons wait. */
  disabled: boolean;
  onRestore: () => void;
  onDelete: () => void;
}

/** A trashed item: its type, title, first pictures, when it was deleted and when it goes for good; Restore, Delete for good. */
export function TrashCard({ item, now, restoring, disabled, onRestore, onDelete }: TrashCardProps) {
  const T = useAdminTexts().admin;
  return (
    <Card asChild>
      <li className={styles.card}>
        <CardHeader>
          <p className={styles.type}>{T.trash.types[item.type]}</p>
          <CardTitle>{item.Title}</CardTitle>
        </CardHeader>
        <CardContent>
          <TrashPictures pictures={item.Pictures} />
          <Facts>
            <Fact label={T.trash.deletedLabel}>
              <time dateTime={item.DeletedAt}>{T.trash.daysAgo(daysSince(item.DeletedAt, now))}</time>
            </Fact>
            <Fact label={T.trash.purgeLabel}>
              <time dateTime={item.PurgeAt}>{T.trash.daysLeft(daysLeft(item.PurgeAt, now))}</time>
            </Fact>
          </Facts>
        </CardContent>
        <CardFooter>
          <Button variant="secondary" size="sm" onClick={onRestore} busy={restoring} busyLabel={T.trash.restoring} disabled={disabled}>
            {T.trash.restore}
            <VisuallyHidden> {item.Title}</VisuallyHidden>
          </Button>
          <Button variant="danger" size="sm" onClick={onDelete} disabled={disabled || restoring}>
            {T.trash.deleteForGood}
            <VisuallyHidden> {item.Title}</VisuallyHidden>
          </Button>
        </CardFooter>
      </li>
    </Card>
  );
}
