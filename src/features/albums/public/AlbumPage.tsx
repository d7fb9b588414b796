import { lazy, Suspense, useEffect, useState } from 'react';
import { API_BASE } from '../../../api/client';
import { withErrorText } from '../../../api/useLoad';
import { pages } from '../routes';
import { usePagesTexts } from '../../../public/usePagesTexts';
import { GALLERY_PAGE_TEXTS } from '../../../domain/texts/pages/gallery';
import { ITEM_PAGE_TEXTS } from '../../../domain/texts/pages/items';
import { MasonryGrid } from '../../../ui/MasonryGrid';
import { PLACEHOLDER_SRC } from '../../../ui/SmartImage';
import { VisuallyHidden } from '../../../ui/VisuallyHidden';
import { MediaThumb } from './AlbumTile';
import { useGallery } from './useGallery';
import { viewerSources } from './viewerSource';
import { ItemArticle, ItemPageFrame, useListItem, type ItemPageProps } from '../../../public/items/ItemPage';
import styles from '../../../public/items/ItemPage.module.css';
import tileStyles from './AlbumTile.module.css';
import { WrittenText } from '../../../public/writtenText';

// The full-screen viewer (and its dialog library) loads at the first click on a file, as on the gallery.
const MediaViewer = lazy(() => import('../../../ui/MediaViewer').then((m) => ({ default: m.MediaViewer })));

/** Files whose pictures load at once: the first row on the widest screen. */
const EAGER_FILES = 3;

/** /gallery/:id: one gallery event (album) with all its photos and videos; a file opens the viewer there. */
export default function AlbumPage({ notFound }: ItemPageProps) {
  const pageTexts = usePagesTexts({ gallery: GALLERY_PAGE_TEXTS, items: ITEM_PAGE_TEXTS });
  const [state, load] = useGallery(PLACEHOLDER_SRC);
  useEffect(load, [load]);
  // The file the viewer opens at; it stays mounted once opened, so it closes as on the gallery.
  const [viewing, setViewing] = useState<{ index: number; open: boolean } | null>(null);
  const { item: album, missing, frame } = useListItem(withErrorText(state, () => pageTexts.gallery.loadError), 'album', (item) => item.id, (item) => item.title);
  if (missing) return notFound;

  const total = album?.files.length ?? 0;
  return (
    <ItemPageFrame back={{ to: pages.gallery.path, label: pageTexts.items.backToGallery }} {...frame}>
      {album && (
        <ItemArticle
          title={album.title}
          lang={album.language}
          kicker={<p className={styles.meta}>{album.date}</p>}
        >
          <WrittenText text={album.description} className={styles.text} lang={album.language} />
          {total > 0 && (
            <MasonryGrid asChild>
              <ul aria-label={pageTexts.items.files}>
                {album.files.map((file, index) => (
                  <li key={`${index}-${file.path}`} className={tileStyles.tile}>
                    <button type="button" className={tileStyles.open} aria-haspopup="dialog" onClick={() => setViewing({ index, open: true })}>
                      <MediaThumb file={file} placeholder={PLACEHOLDER_SRC} eager={index < EAGER_FILES} />
                      <VisuallyHidden>{pageTexts.items.viewFile(album.title, index + 1, total)}</VisuallyHidden>
                    </button>
                  </li>
                ))}
              </ul>
            </MasonryGrid>
          )}
        </ItemArticle>
      )}
      {album && viewing && (
        <Suspense fallback={null}>
          <MediaViewer
            open={viewing.open}
            {...viewerSources(album.files, API_BASE, PLACEHOLDER_SRC, album.title)}
            startIndex={viewing.index}
            title={album.title}
            onClose={() => setViewing({ ...viewing, open: false })}
          />
        </Suspense>
      )}
    </ItemPageFrame>
  );
}
