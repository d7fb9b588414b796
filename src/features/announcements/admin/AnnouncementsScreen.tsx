import { contentLanguage, languageToSend } from '../../../domain/locale';
import { API_BASE } from '../../../api/client';
import { ApiError } from '../../../api/errors';
import { apiErrorText } from '../../../api/errorText';
import type { Post } from '../api';
import { createPost, deletePost, listAllPosts, updatePost } from './api';
import { announcementFormFrom, announcementPayload, publicationOf, publishingFormFrom } from '../form';
import { resolveFileUrl } from '../../../domain/imageSources';
import { newestFirst } from '../rules';
import { AnnouncementCard } from './AnnouncementCard';
import { AnnouncementForm, type AnnouncementSubmission, type FieldProblem } from './AnnouncementForm';
import { CollectionView } from '../../../admin/content/CollectionView';
import { DeleteDialog } from '../../../admin/content/DeleteDialog';
import { useFeedback } from '../../../admin/content/feedback';
import { CardGrid, Screen, Section } from '../../../admin/content/Screen';
import { useCollection } from '../../../admin/content/useCollection';
import { useDeleteById } from '../../../admin/content/useDeleteDialog';
import { useEditMode } from '../../../admin/content/useEditMode';
import { useSaving } from '../../../admin/content/useSaving';
import { useAdminTexts } from '../../../admin/texts';
import { useUndoDelete } from '../../../admin/trash/useUndoDelete';
import styles from './AnnouncementsScreen.module.css';
import { useListSearch, type ListEntry } from '../../../admin/content/listSearch';

/** What the list's search reads of an announcement: drafts and scheduled ones too. */
const postEntry = (post: Post): ListEntry => ({ title: post.Title, text: post.Description, language: post.Language, date: post.CreatedAt });

async function loadPosts(signal: AbortSignal): Promise<Post[]> {
  return newestFirst(await listAllPosts({ signal }));
}

/** /dashboard/gallery/announcements, /AdminAnnouncements and /announcements: the form and the grid (drafts and scheduled ones too), newest first. */
export default function AnnouncementsScreen() {
  const t = useAdminTexts();
  const T = t.admin.announcements;
  const E = t.errors.announcements;
  const feedback = useFeedback();
  const posts = useCollection(loadPosts, () => feedback.error(E.fetch));
  const search = useListSearch(posts.items, postEntry);
  const { editing, mode, formKey, attachForm, startEdit, cancel, saved } = useEditMode<Post>((post) => post.ID);
  const saving = useSaving(feedback);
  const deleted = useUndoDelete('announcement', feedback, posts.reload);
  const deleting = useDeleteById(deletePost, posts, { editing, cancel }, {
    deleted: (post) => deleted(t.success.announcementDeleted, post.ID),
    failed: () => feedback.error(E.delete),
  });

  const submit = async (values: AnnouncementSubmission): Promise<FieldProblem | undefined> => {
    const input = {
      ...announcementPayload(values),
      language: languageToSend(values.language, contentLanguage(editing?.Language)),
      ...values.publishing,
      ...values.imageDetails,
      image: values.image,
      attachment: values.attachment,
    };
    // The server's words (or 'No token found. Please login.'), else the spec's fallback.
    const failure = (error: unknown) => apiErrorText(error, 'error', E.submit, t.serverErrors);
    feedback.clear();
    const result = await saving.save({
      files: values.image !== null || values.attachment !== null,
      call: (upload) => (editing ? updatePost(editing.ID, input, upload) : createPost(input, upload)),
      success: editing ? T.updated : T.created,
      failure,
      saved: (post) => {
        posts.setItems((list) => newestFirst(editing ? list.map((p) => (p.ID === post.ID ? post : p)) : [...list, post]));
        saved();
      },
    });
    if (result.ok) return undefined;
    const { error } = result;
    const field = error instanceof ApiError ? error.field : undefined;
    return field === 'title' || field === 'publish_at' || field === 'unpublish_at' ? { field, text: failure(error) } : undefined;
  };

  return (
    <Screen title={T.heading} className={styles.page}>
      {feedback.banner}
      <AnnouncementForm
        key={formKey}
        ref={attachForm}
        mode={mode}
        initial={editing ? announcementFormFrom(editing) : undefined}
        currentLanguage={editing?.Language}
        currentImage={editing?.Image}
        currentImageDetails={editing?.ImageDetails}
        currentAttachmentUrl={resolveFileUrl(editing?.Attachment, API_BASE)}
        currentPublication={editing ? publicationOf(editing) : null}
        initialPublishing={editing ? publishingFormFrom(publicationOf(editing), new Date()) : undefined}
        busy={saving.busy}
        progress={saving.percent}
        onSubmit={submit}
        onCancel={cancel}
      />
      <Section variant="plain" title={T.listHeading}>
        <CollectionView
          status={posts.status}
          count={posts.items.length}
          loadingLabel={T.loading}
          placeholder="overlay"
          emptyText={t.empty.announcements}
          search={search}
        >
          <CardGrid>
            {search.items.map((post) => (
              <li key={post.ID}>
                <AnnouncementCard
                  post={post}
                  editing={editing?.ID === post.ID}
                  disabled={saving.busy}
                  onEdit={() => startEdit(post)}
                  onDelete={() => deleting.show(post)}
                />
              </li>
            ))}
          </CardGrid>
        </CollectionView>
      </Section>
      <DeleteDialog dialog={deleting} title={T.confirmTitle} description={T.confirmDescription} />
    </Screen>
  );
}
