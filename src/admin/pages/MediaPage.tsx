import { useState } from 'react';
import { API_BASE } from '../../api/client';
import { listMedia, type MediaItem } from '../../api/media';
import { createMedia, deleteMedia, updateMedia } from '../../api/admin/media';
import { galleryItemView, type GalleryItemView } from '../../domain/media';
import { EMPTY, ERRORS, SUCCESS } from '../../domain/messages';
import { validateMediaForm } from '../../domain/validation';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { MediaViewer } from '../../ui/MediaViewer';
import { PLACEHOLDER_SRC } from '../../ui/SmartImage';
import { CollectionView } from '../content/CollectionView';
import { CardGrid, Screen, Section } from '../content/Screen';
import { useCollection } from '../content/useCollection';
import { useFeedback } from '../content/feedback';
import { useDialogTarget } from '../content/useDialogTarget';
import { useUploadProgress } from '../content/useUploadProgress';
import { MediaCard } from '../media/MediaCard';
import { MediaEditModal, type MediaEditValues } from '../media/MediaEditModal';
import { MediaUploadForm, type MediaFormValues } from '../media/MediaUploadForm';
import { ADMIN_TEXTS as T } from '../../domain/texts/adminTexts';

interface Entry {
  item: MediaItem;
  view: GalleryItemView;
}

/** Items whose file list is unreadable are skipped, as in the gallery (spec section 3). */
function entriesOf(items: readonly MediaItem[]): Entry[] {
  return items.flatMap((item) => {
    const view = galleryItemView(item, API_BASE, PLACEHOLDER_SRC);
    return view ? [{ item, view }] : [];
  });
}

/** /dashboard/gallery/media: upload event photos and videos, edit, delete and view them. */
export default function MediaPage() {
  const feedback = useFeedback();
  const media = useCollection((signal) => listMedia({ signal }), () => feedback.error(ERRORS.media.load));
  const uploadProgress = useUploadProgress();
  const editProgress = useUploadProgress();
  const [uploading, setUploading] = useState(false);
  const editing = useDialogTarget<Entry>();
  const [saving, setSaving] = useState(false);
  const deleting = useDialogTarget<Entry>();
  const viewing = useDialogTarget<Entry>();
  const entries = entriesOf(media.items);

  const upload = async ({ title, description, files }: MediaFormValues): Promise<boolean> => {
    const invalid = validateMediaForm({ title, files }, 'create');
    if (invalid) {
      feedback.error(invalid);
      return false;
    }
    setUploading(true);
    try {
      const created = await createMedia(
        { event_title: title.trim(), description: description.trim() || undefined, media_files: files },
        uploadProgress.track(true),
      );
      media.setItems((items) => [created, ...items.filter((i) => i.ID !== created.ID)]);
      feedback.success(SUCCESS.mediaUploaded);
      return true;
    } catch {
      feedback.error(ERRORS.media.upload);
      return false;
    } finally {
      setUploading(false);
      uploadProgress.done();
    }
  };

  const save = async ({ title, description, files, removeFiles }: MediaEditValues): Promise<boolean> => {
    const entry = editing.target;
    if (!entry) return false;
    const invalid = validateMediaForm({ title }, 'edit');
    if (invalid) {
      feedback.error(invalid);
      return false;
    }
    setSaving(true);
    try {
      const updated = await updateMedia(
        entry.item.ID,
        { event_title: title.trim(), description: description.trim(), media_files: files, remove_files: removeFiles },
        editProgress.track(files.length > 0),
      );
      media.setItems((items) => items.map((i) => (i.ID === updated.ID ? { ...i, ...updated } : i)));
      editing.close();
      feedback.success(SUCCESS.mediaUpdated);
      return true;
    } catch {
      feedback.error(ERRORS.media.update);
      return false;
    } finally {
      setSaving(false);
      editProgress.done();
    }
  };

  const remove = async () => {
    const entry = deleting.target;
    if (!entry) return;
    try {
      await deleteMedia(entry.item.ID);
    } catch (error) {
      feedback.error(ERRORS.media.delete);
      throw error;
    }
    const id = entry.item.ID;
    media.setItems((items) => items.filter((i) => i.ID !== id));
    feedback.success(SUCCESS.mediaDeleted);
  };

  return (
    <Screen title={T.media.title} intro={T.media.intro}>
      {feedback.banner}
      <Section title={T.media.upload}>
        <MediaUploadForm busy={uploading} progress={uploadProgress.percent} onSubmit={upload} />
      </Section>
      <Section title={T.media.gallery}>
        <CollectionView
          status={media.status}
          count={entries.length}
          loadingLabel={T.media.loading}
          emptyText={EMPTY.media}
          errorText={ERRORS.media.load}
          onRetry={media.reload}
        >
          <CardGrid minCardWidth={320} aria-label={T.media.list}>
            {entries.map((entry) => (
              <MediaCard
                key={entry.item.ID}
                view={entry.view}
                onView={() => viewing.show(entry)}
                onEdit={() => editing.show(entry)}
                onDelete={() => deleting.show(entry)}
              />
            ))}
          </CardGrid>
        </CollectionView>
      </Section>

      <MediaEditModal
        item={editing.target && { view: editing.target.view, title: editing.target.item.EventTitle, description: editing.target.item.Description ?? '' }}
        open={editing.open}
        busy={saving}
        progress={editProgress.percent}
        onSave={save}
        onClose={editing.close}
      />
      <ConfirmDialog
        open={deleting.open}
        onOpenChange={(open) => (open ? undefined : deleting.close())}
        title={T.media.deleteTitle}
        description={T.media.deleteDescription(deleting.target?.view.title ?? '')}
        onConfirm={remove}
      />
      <MediaViewer
        open={viewing.open}
        files={viewing.target?.view.files.map((f) => f.url) ?? []}
        title={viewing.target?.view.title ?? T.media.viewerTitle}
        onClose={viewing.close}
      />
    </Screen>
  );
}
