import { Card, CardContent, CardHeader, CardTitle } from '../../ui/Card';
import type { Leader } from '../../api/leaders';
import { API_BASE } from '../../api/client';
import { imageSources } from '../../domain/media';
import { PLACEHOLDER_SRC, SmartImage } from '../../ui/SmartImage';
import { EditDeleteFooter, Fact, Facts } from '../content/Screen';
import styles from './leaders.module.css';
import { ADMIN_TEXTS as T } from '../../domain/texts/adminTexts';

export interface LeaderCardProps {
  leader: Leader;
  /** Just added: highlighted for a moment (spec section 9: 1000 ms). */
  highlighted: boolean;
  onEdit: () => void;
  onDelete: () => void;
}

export function LeaderCard({ leader, highlighted, onEdit, onDelete }: LeaderCardProps) {
  const photo = imageSources(leader.Image, API_BASE, PLACEHOLDER_SRC);
  return (
    <Card asChild>
      <li className={styles.card} data-highlighted={highlighted || undefined}>
        <SmartImage
          className={styles.photo}
          src={photo.src}
          srcSet={photo.srcSet}
          sizes="6rem"
          width={photo.width ?? undefined}
          height={photo.height ?? undefined}
          loading="eager"
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
