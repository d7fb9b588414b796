import { RELATED_LINKS, type ExternalLink } from '../../brand';

export interface Affiliate extends ExternalLink {
  /** The short mark drawn in the badge (no logo files are downloaded). */
  mark: string;
}

/** The organisations of the Our Affiliates row, in the footer's order, drawn as text badges. */
export const AFFILIATES: readonly Affiliate[] = [
  { ...RELATED_LINKS.church, mark: 'SDA' },
  { ...RELATED_LINKS.regionalMission, mark: 'STU' },
  { ...RELATED_LINKS.reliefAgency, mark: 'ADRA' },
  { ...RELATED_LINKS.tv, mark: 'HOPE' },
  { ...RELATED_LINKS.radio, mark: 'AWR' },
  { ...RELATED_LINKS.campusMinistry, mark: 'PCM' },
];
