import { Card, CardContent, CardHeader, CardTitle } from '../../../ui/Card';
import type { Leader } from '../api';
import { EditDeleteFooter, Fact, Facts } from '../../../admin/content/Screen';
import { CardPicture } from '../../../admin/content/StoredImage';
import { useAdminTexts } from '../../../admin/texts';
import styles from './leaders.module.css';

export interface LeaderCardProps {
  leader: Leader;
  /** Just added: highlighted for a moment (spec section 9: 1000 ms). */
  highlighted: boolean;
  onEdit: () => void;
  onDelete: () => void;
}

export function LeaderCard({ leader, highlighted, onEdit, onDelete }: LeaderCardProps) {
  const T = useAdminTexts().admin;
  return (
    <Card asChild>
      <li className={styles.card} data-highlighted={highlighted || undefined}>
        <CardPicture
          className={styles.photo}
          path={leader.Image}
          sizes="6rem"
          alt={T.common.photoAlt(leader.Name)}
        />
        <div className={styles.body}>
          <CardHeader>
            <CardTitle>{leader.Name}</CardTitle>
          </CardHeader>
          <CardContent>
            <Facts>
              <Fact label={T.leaders.titleLabel}>{leader.Title}</Fact>
              <Fact label={T.leaders.contactLabel}>{leader.Contact}</Fact>
            </Facts>
          </CardContent>
          <EditDeleteFooter name={leader.Name} onEdit={onEdit} onDelete={onDelete} />
        </div>
      </li>
    </Card>
  );
}
