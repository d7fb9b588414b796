import { useParams } from 'react-router-dom';
import { itemById } from '../../../domain/items';
import { pages } from '../routes';
import { usePagesTexts } from '../../../public/usePagesTexts';
import { ITEM_PAGE_TEXTS } from '../../../domain/texts/pages/items';
import { SummitDetails } from './SummitCard';
import { useSummits } from './useSummits';
import { ItemArticle, ItemPageFrame, useItemPageTitle, type ItemPageProps } from '../../../public/items/ItemPage';
import summitStyles from './SummitPage.module.css';

/**
 * /summit/:id: one summit as the summit page shows it (outfit, timetable, posters), loaded and
 * retried as there: a failed load is tried again after 2 s, and again when the window regains focus.
 */
export default function SummitEditionPage({ notFound }: ItemPageProps) {
  const pageTexts = usePagesTexts({ items: ITEM_PAGE_TEXTS });
  const { id } = useParams();
  const { summits, loading, retrying, error } = useSummits();
  const summit = summits && itemById(summits, id, (s) => s.ID);
  useItemPageTitle('summitEdition', summit ? summit.Title : null);
  if (summits && !summit) return notFound;

  const firstLoad = summits === null;
  return (
    <ItemPageFrame back={{ to: pages.summit.path, label: pageTexts.items.backToSummits }} loading={loading && firstLoad} loadingLabel={retrying ?? undefined} error={error}>
      {retrying && !firstLoad && (
        <p role="status" className={summitStyles.retrying}>
          {retrying}
        </p>
      )}
      {summit && (
        <ItemArticle title={summit.Title}>
          <SummitDetails summit={summit} eager subheading="h2" />
        </ItemArticle>
      )}
    </ItemPageFrame>
  );
}
