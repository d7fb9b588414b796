import { useEffect, useRef, useState } from 'react';
import { API_BASE } from '../../api/client';
import { ApiError, apiErrorText } from '../../api/errors';
import { createPost, deletePost, listPosts, updatePost, type Post } from '../../api/posts';
import {
  ANNOUNCEMENT_TEXTS,
  EMPTY_ANNOUNCEMENT_FORM,
  announcementFormFrom,
  announcementPayload,
  type AnnouncementFormValues,
} from '../../domain/announcements';
import { imageSources, resolveFileUrl } from '../../domain/media';
import { EMPTY, ERRORS, SUCCESS } from '../../domain/messages';
import { newestFirst } from '../../domain/posts';
import { validateAnnouncementForm } from '../../domain/validation';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { EmptyState } from '../../ui/EmptyState';
import { LoadingOverlay } from '../../ui/LoadingOverlay';
import { AnnouncementCard } from '../announcements/AnnouncementCard';
import { AnnouncementForm } from '../announcements/AnnouncementForm';
import { useFeedback } from '../content/feedback';
import styles from './AnnouncementsPage.module.css';

/** /dashboard/gallery/announcements, /AdminAnnouncements and /announcements: the form and the grid, newest first. */
export default function AnnouncementsPage() {
  const [posts, setPosts] = useState<Post[]>([]);
  const [loading, setLoading] = useState(true);
  const [editing, setEditing] = useState<Post | null>(null);
  const [values, setValues] = useState<AnnouncementFormValues>(EMPTY_ANNOUNCEMENT_FORM);
  const [image, setImage] = useState<File | null>(null);
  const [attachment, setAttachment] = useState<File | null>(null);
  const [filesKey, setFilesKey] = useState(0);
  const [titleError, setTitleError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);
  const [progress, setProgress] = useState<number | null>(null);
  const feedback = useFeedback();
  const showError = feedback.error;
  const [toDelete, setToDelete] = useState<Post | null>(null);
  const titleRef = useRef<HTMLInputElement>(null);

  useEffect(() => {
    const controller = new AbortController();
    listPosts({ signal: controller.signal })
      .then((list) => setPosts(newestFirst(list)))
      .catch(() => {
        if (!controller.signal.aborted) showError(ERRORS.announcements.fetch);
      })
      .finally(() => {
        if (!controller.signal.aborted) setLoading(false);
      });
    return () => controller.abort();
  }, [showError]);

  const resetForm = () => {
    setEditing(null);
    setValues(EMPTY_ANNOUNCEMENT_FORM);
    setImage(null);
    setAttachment(null);
    setFilesKey((key) => key + 1);
    setTitleError(undefined);
  };

  const startEdit = (post: Post) => {
    setEditing(post);
    setValues(announcementFormFrom(post));
    setImage(null);
    setAttachment(null);
    setFilesKey((key) => key + 1);
    setTitleError(undefined);
    // The form is above the grid: take the admin there, on the title.
    requestAnimationFrame(() => titleRef.current?.focus());
  };

  const submit = async () => {
    const problem = validateAnnouncementForm(values);
    setTitleError(problem ?? undefined);
    if (problem) {
      titleRef.current?.focus();
      return;
    }
    const input = { ...announcementPayload(values), image, attachment };
    const withFiles = image !== null || attachment !== null;
    setBusy(true);
    feedback.clear();
    try {
      const options = withFiles ? { onProgress: setProgress } : {};
      if (editing) {
        const saved = await updatePost(editing.ID, input, options);
        setPosts((list) => newestFirst(list.map((p) => (p.ID === saved.ID ? saved : p))));
        feedback.success(ANNOUNCEMENT_TEXTS.updated);
      } else {
        const saved = await createPost(input, options);
        setPosts((list) => newestFirst([...list, saved]));
        feedback.success(ANNOUNCEMENT_TEXTS.created);
      }
      resetForm();
    } catch (error) {
      // The server's words (or 'No token found. Please login.'), else the spec's fallback.
      const text = apiErrorText(error, 'error', ERRORS.announcements.submit);
      if (error instanceof ApiError && error.field === 'title') setTitleError(text);
      feedback.error(text);
    } finally {
      setBusy(false);
      setProgress(null);
    }
  };

  const confirmDelete = async () => {
    if (!toDelete) return;
    const id = toDelete.ID;
    try {
      await deletePost(id);
    } catch (error) {
      feedback.error(ERRORS.announcements.delete);
      // The dialog stays open for another try.
      throw error;
    }
    setPosts((list) => list.filter((p) => p.ID !== id));
    if (editing?.ID === id) resetForm();
    feedback.success(SUCCESS.announcementDeleted);
  };

  return (
    <div className={styles.page}>
      {feedback.banner}
      <h1 className={styles.title}>{ANNOUNCEMENT_TEXTS.heading}</h1>

      <AnnouncementForm
        mode={editing ? 'edit' : 'create'}
        values={values}
        onValuesChange={setValues}
        onImageChange={setImage}
        onAttachmentChange={setAttachment}
        filesKey={filesKey}
        currentImage={editing?.Image ? imageSources(editing.Image, API_BASE) : null}
        currentAttachmentUrl={resolveFileUrl(editing?.Attachment, API_BASE)}
        titleError={titleError}
        busy={busy}
        progress={progress}
        onSubmit={() => void submit()}
        onCancel={resetForm}
        titleRef={titleRef}
      />

      <section className={styles.list} aria-labelledby="announcements-heading">
        <h2 id="announcements-heading" className={styles.heading}>
          {ANNOUNCEMENT_TEXTS.listHeading}
        </h2>
        {loading ? (
          <LoadingOverlay label="Loading announcements..." />
        ) : posts.length === 0 ? (
          <EmptyState message={EMPTY.announcements} />
        ) : (
          <ul className={styles.grid}>
            {posts.map((post) => (
              <li key={post.ID}>
                <AnnouncementCard
                  post={post}
                  editing={editing?.ID === post.ID}
                  disabled={busy}
                  onEdit={() => startEdit(post)}
                  onDelete={() => setToDelete(post)}
                />
              </li>
            ))}
          </ul>
        )}
      </section>

      <ConfirmDialog
        open={toDelete !== null}
        onOpenChange={(open) => {
          if (!open) setToDelete(null);
        }}
        title={ANNOUNCEMENT_TEXTS.confirmTitle}
        description={ANNOUNCEMENT_TEXTS.confirmDescription}
        onConfirm={confirmDelete}
      />
    </div>
  );
}
