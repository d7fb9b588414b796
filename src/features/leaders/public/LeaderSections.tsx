import { useId } from 'react';
import type { Leader } from '../api';
import type { PublicLeaderSection } from '../rules';
import { usePagesTexts } from '../../../public/usePagesTexts';
import { CHAPLAINCY_PAGE_TEXTS } from '../../../domain/texts/pages/chaplaincy';
import { LeaderCard } from './LeaderCard';
import styles from './LeaderSections.module.css';

/** Chaplains, Union Leaders, Conference Leaders, Zonal Leaders: each group that has leaders. */
export function LeaderSections({ sections }: { sections: PublicLeaderSection<Leader>[] }) {
  const id = useId();
  const groups = usePagesTexts({ chaplaincy: CHAPLAINCY_PAGE_TEXTS }).chaplaincy.groups;
  return (
    <div className={styles.sections}>
      {sections.map((section) => (
        <section key={section.key} aria-labelledby={`${id}-${section.key}`}>
          <h2 id={`${id}-${section.key}`} className={styles.heading}>
            {groups[section.key]}
          </h2>
          <ul className={styles.grid}>
            {section.leaders.map((leader) => (
              <li key={leader.ID}>
                <LeaderCard leader={leader} />
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}
