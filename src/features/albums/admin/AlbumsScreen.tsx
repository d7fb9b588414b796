import { useMemo } from 'react';
import { contentLanguage, languageToSend, type Locale } from '../../../domain/locale';
import { API_BASE } from '../../../api/client';
import { listMedia, type MediaItem } from '../api';
import { createMedia, deleteMedia, updateMedia } from './api';
import { galleryFileAlt, galleryItemView, type GalleryItemView } from '../rules';
import { isVideoPath } from '../../../domain/imageSources';
import { resolveFileUrl } from '../../../domain/imageSources';
import { validateMediaForm } from '../../../domain/validation';
import { MediaViewer } from '../../../ui/MediaViewer';
import { PLACEHOLDER_SRC } from '../../../ui/SmartImage';
import { CollectionSection } from '../../../admin/content/CollectionSection';
import type { ListEntry } from '../../../admin/content/listSearch';
import { DeleteDialog } from '../../../admin/content/DeleteDialog';
import { failureText } from '../../../admin/content/failureText';
import { Screen, Section } from '../../../admin/content/Screen';
import { useCollection } from '../../../admin/content/useCollection';
import { useFeedback } from '../../../admin/content/feedback';
import { useDeleteDialog } from '../../../admin/content/useDeleteDialog';
import { useDialogTarget } from '../../../admin/content/useDialogTarget';
import { useSaving } from '../../../admin/content/useSaving';
import { AlbumCard } from './AlbumCard';
import { AlbumEditModal, type MediaEditValues } from './AlbumEditModal';
import { AlbumUploadForm, type MediaFormValues } from './AlbumUploadForm';
import { useAdminLanguage, useAdminTexts } from '../../../admin/texts';
import { posterFields } from './videoPoster';
import { useUndoDelete } from '../../../admin/trash/useUndoDelete';

interface Entry {
  item: MediaItem;
  view: GalleryItemView;
}

/** What the list's search reads of an album. */
const albumEntry = ({ view }: Entry): ListEntry => ({ title: view.title, text: view.description, language: view.language });

/** Items whose file list is unreadable are skipped, as in the gallery (spec section 3). */
function entriesOf(items: readonly MediaItem[], locale: Locale): Entry[] {
  return items.flatMap((item) => {
    const view = galleryItemView(item, API_BASE, PLACEHOLDER_SRC, undefined, locale);
    return view ? [{ item, view }] : [];
  });
}

/** /dashboard/gallery/media: upload event photos and videos, edit, delete and view them. */
export default function AlbumsScreen() {
  const t = useAdminTexts();
  const { locale } = useAdminLanguage();
  const T = t.admin.media;
  const E = t.errors.media;
  const feedback = useFeedback();
  const media = useCollection((signal) => listMedia({ signal }), () => feedback.error(E.load));
  const uploading = useSaving(feedback);
  const editing = useDialogTarget<Entry>();
  const saving = useSaving(feedback);
  const deleted = useUndoDelete('media', feedback, media.reload);
  const deleting = useDeleteDialog((entry: Entry) => deleteMedia(entry.item.ID), {
    deleted: (entry) => {
      media.setItems((items) => items.filter((i) => i.ID !== entry.item.ID));
      deleted(t.success.mediaDeleted, entry.item.ID);
    },
    failed: () => feedback.error(E.delete),
  });
  const viewing = useDialogTarget<Entry>();
  const entries = useMemo(() => entriesOf(media.items, locale), [media.items, locale]);

  const upload = async ({ title, description, language, files, posters, fileDetails }: MediaFormValues): Promise<boolean> => {
    const invalid = validateMediaForm({ title, files }, 'create', t.validation);
    if (invalid) {
      feedback.error(invalid);
      return false;
    }
    const input = { event_title: title.trim(), description: description.trim() || undefined, language: languageToSend(language), media_files: files, ...posterFields(files, posters), file_details: fileDetails };
    const result = await uploading.save({
      files: true,
      call: (upload) => createMedia(input, upload),
      success: t.success.mediaUploaded,
      failure: (error) => failureText(error, E.upload, 'error', t.serverErrors),
      saved: (created) => media.setItems((items) => [created, ...items.filter((i) => i.ID !== created.ID)]),
    });
    return result.ok;
  };

  const save = async ({ title, description, language, files, removeFiles, posters, fileDetails }: MediaEditValues): Promise<boolean> => {
    const entry = editing.target;
    if (!entry) return false;
    const invalid = validateMediaForm({ title }, 'edit', t.validation);
    if (invalid) {
      feedback.error(invalid);
      return false;
    }
    const input = { event_title: title.trim(), description: description.trim(), language: languageToSend(language, contentLanguage(entry.item.Language)), media_files: files, remove_files: removeFiles, ...posterFields(files, posters), file_details: fileDetails };
    const result = await saving.save({
      files: files.length > 0,
      call: (upload) => updateMedia(entry.item.ID, input, upload),
      success: t.success.mediaUpdated,
      failure: (error) => failureText(error, E.update, 'error', t.serverErrors),
      saved: (updated) => {
        // The answer leaves Language out for English: one changed back to English must not keep the old one.
        media.setItems((items) => items.map((i) => (i.ID === updated.ID ? { ...i, ...updated, Language: updated.Language } : i)));
        editing.close();
      },
    });
    return result.ok;
  };

  return (
    <Screen title={T.title} intro={T.intro}>
      {feedback.banner}
      <Section title={T.upload}>
        <AlbumUploadForm busy={uploading.busy} progress={uploading.percent} onSubmit={upload} />
      </Section>
      <CollectionSection
        title={T.gallery}
        label={T.list}
        collection={media}
        items={entries}
        search={albumEntry}
        minCardWidth={320}
        loadingLabel={T.loading}
        emptyText={t.empty.media}
        errorText={E.load}
        card={(entry) => (
          <AlbumCard
            key={entry.item.ID}
            view={entry.view}
            onView={() => viewing.show(entry)}
            onEdit={() => editing.show(entry)}
            onDelete={() => deleting.show(entry)}
          />
        )}
      />

      <AlbumEditModal
        item={
          editing.target && {
            view: editing.target.view,
            title: editing.target.item.EventTitle,
            description: editing.target.item.Description ?? '',
            language: editing.target.item.Language,
          }
        }
        open={editing.open}
        busy={saving.busy}
        progress={saving.percent}
        onSave={save}
        onClose={editing.close}
      />
      <DeleteDialog
        dialog={deleting}
        title={T.deleteTitle}
        description={T.deleteDescription(deleting.target?.view.title ?? '')}
      />
      <MediaViewer
        open={viewing.open}
        files={viewing.target?.view.files.map((f) => f.url) ?? []}
        isVideo={isVideoPath}
        getPoster={(_, index) => resolveFileUrl(viewing.target?.view.files[index]?.poster, API_BASE) ?? undefined}
        getAlt={(_, index) => (viewing.target ? galleryFileAlt(viewing.target.view.files, index, viewing.target.view.title) : '')}
        title={viewing.target?.view.title ?? T.viewerTitle}
        onClose={viewing.close}
      />
    </Screen>
  );
}
