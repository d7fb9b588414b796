import { useEffect, useRef } from 'react';
import { API_BASE } from '../../../api/client';
import { apiErrorText } from '../../../api/errorText';
import { listSummits } from '../api';
import { createSummit, deleteSummit, updateSummit } from './api';
import { ERROR_FIELD } from '../../../domain/errors';
import { resolveFileUrl } from '../../../domain/imageSources';
import {
  ADMIN_SUMMIT_RETRY,
  normalizeSummit,
  normalizeSummits,
  runWithRetry,
  type SummitView,
} from '../rules';
import { validateSummitForm } from '../checks';
import { Button } from '../../../ui/Button';
import { ImageOverlay } from '../../../ui/ImageOverlay';
import { Modal, ModalContent, ModalDescription, ModalFooter, ModalHeader, ModalTitle } from '../../../ui/Modal';
import { ContentScreen } from '../../../admin/content/ContentScreen';
import { useCollection } from '../../../admin/content/useCollection';
import { useDeleteById } from '../../../admin/content/useDeleteDialog';
import { useDialogTarget } from '../../../admin/content/useDialogTarget';
import { useEditMode } from '../../../admin/content/useEditMode';
import { useFeedback } from '../../../admin/content/feedback';
import { useSaving } from '../../../admin/content/useSaving';
import { SummitCard, type Picture } from './SummitCard';
import { SummitForm, type SummitFormValues } from './SummitForm';
import { summitErrorText } from './summitErrors';
import { useAdminTexts } from '../../../admin/texts';
import { useUndoDelete } from '../../../admin/trash/useUndoDelete';
import type { ListEntry } from '../../../admin/content/listSearch';

/** What the list's search reads of a summit. */
const summitEntry = (summit: SummitView): ListEntry => ({ title: summit.Title });

async function loadSummits(signal: AbortSignal): Promise<SummitView[]> {
  // Summits with a missing or non-numeric ID are skipped.
  return normalizeSummits(await listSummits({ signal }));
}

/**
 * /dashboard/summit: create/edit form (every update confirmed first), the summits, delete, and a
 * full-size view of outfits and posters. Saves failing with a timeout are tried again (3 attempts).
 */
export default function SummitsScreen() {
  const t = useAdminTexts();
  const T = t.admin.summit;
  const E = t.errors.summits;
  const feedback = useFeedback();
  const summits = useCollection(loadSummits, (error) => feedback.error(apiErrorText(error, ERROR_FIELD.summits, E.retrieve, t.serverErrors)));
  const editMode = useEditMode<SummitView>((s) => s.ID);
  const { editing, mode, startEdit, cancel, saved } = editMode;
  const saving = useSaving(feedback);
  const confirming = useDialogTarget<SummitFormValues>();
  const deleted = useUndoDelete('summit', feedback, summits.reload);
  const deleting = useDeleteById(deleteSummit, summits, { editing, cancel }, {
    deleted: (summit) => deleted(t.success.summitDeleted, summit.ID),
    failed: (error) => feedback.error(summitErrorText(error, E.delete, E.loginToAct, t.serverErrors)),
  });
  const viewing = useDialogTarget<Picture>();
  // Retries stop when the admin leaves the screen.
  const alive = useRef<AbortController>(null);
  useEffect(() => {
    const controller = new AbortController();
    alive.current = controller;
    return () => controller.abort();
  }, []);

  const save = (values: SummitFormValues, target: SummitView | null) => {
    const files = { ...values.outfitDetails, outfit_image: values.outfitImage, timetable: values.timetable };
    return saving.save({
      files: Boolean(values.outfitImage || values.timetable || values.posters.length > 0),
      call: (upload) =>
        target
          ? updateSummit(target.ID, { title: values.title.trim(), ...files, posters: values.posters.length > 0 ? values.posters : undefined, poster_details: values.posterDetails }, upload)
          : createSummit({ title: values.title.trim(), ...values.outfitDetails, outfit_image: values.outfitImage!, timetable: values.timetable!, posters: values.posters, poster_details: values.posterDetails }, upload),
      attempts: (once) => runWithRetry(once, ADMIN_SUMMIT_RETRY, { onRetry: (attempt) => feedback.warning(t.summit.retrying(attempt, ADMIN_SUMMIT_RETRY.maxAttempts)), signal: alive.current?.signal }),
      success: target ? t.success.summitUpdated : t.success.summitCreated,
      failure: (error) => summitErrorText(error, target ? E.update : E.create, E.loginToAct, t.serverErrors),
      saved: (result) => {
        const summit = normalizeSummit(result);
        if (summit) summits.setItems((list) => (target ? list.map((s) => (s.ID === summit.ID ? summit : s)) : [summit, ...list.filter((s) => s.ID !== summit.ID)]));
        saved();
      },
    });
  };

  const submit = (values: SummitFormValues) => {
    const invalid = validateSummitForm(values, mode, t.summit);
    if (invalid) {
      feedback.error(invalid);
      return;
    }
    // Every update is confirmed first.
    if (editing) confirming.show(values);
    else void save(values, null);
  };

  const confirmUpdate = () => {
    confirming.close();
    if (confirming.target && editing) void save(confirming.target, editing);
  };

  const url = (path: string | null | undefined) => resolveFileUrl(path, API_BASE);
  const outfit = url(editing?.OutfitImage);
  const timetable = url(editing?.Timetable);

  return (
    <ContentScreen
      texts={{ ...T, addTitle: T.createTitle }}
      feedback={feedback}
      editor={{ edit: editMode, saving, submit }}
      form={(slot) => (
        <SummitForm
          {...slot}
          initialTitle={editing?.Title}
          current={
            editing
              ? {
                  outfit: outfit ? { url: outfit, name: T.currentOutfit, kind: 'image' } : undefined,
                  timetable: timetable ? { url: timetable, name: T.currentTimetable, kind: 'pdf' } : undefined,
                  posters: editing.Posters.flatMap((p, i) => {
                    const u = url(p);
                    return u ? [{ url: u, name: T.currentPoster(i + 1), kind: 'image' as const }] : [];
                  }),
                }
              : undefined
          }
          currentOutfitDetails={editing ? { path: editing.OutfitImage, details: editing.OutfitImageDetails } : undefined}
          currentPosters={editing?.Posters.map((path, i) => ({ path, label: T.currentPoster(i + 1), isVideo: false, details: editing.PosterDetails?.[path] ?? null }))}
        />
      )}
      list={{
        title: T.summits,
        collection: summits,
        loadingLabel: T.loading,
        emptyText: t.empty.summits,
        search: summitEntry,
        errorText: E.retrieve,
        card: (summit) => (
          <SummitCard key={summit.ID} summit={summit} onView={viewing.show} onEdit={() => startEdit(summit)} onDelete={() => deleting.show(summit)} />
        ),
      }}
      remove={{ dialog: deleting, description: T.deleteDescription(deleting.target?.Title ?? '') }}
    >
      <Modal open={confirming.open} onOpenChange={(open) => (open ? undefined : confirming.close())}>
        <ModalContent size="sm">
          <ModalHeader>
            <ModalTitle>{t.page.confirmUpdate}</ModalTitle>
            <ModalDescription>{T.confirmUpdate(editing?.Title ?? '')}</ModalDescription>
          </ModalHeader>
          <ModalFooter>
            <Button variant="secondary" onClick={confirming.close}>
              {t.admin.common.cancel}
            </Button>
            <Button onClick={confirmUpdate}>{t.page.confirmUpdate}</Button>
          </ModalFooter>
        </ModalContent>
      </Modal>
      <ImageOverlay
        open={viewing.open}
        onOpenChange={(open) => (open ? undefined : viewing.close())}
        src={viewing.target?.src ?? ''}
        alt={viewing.target?.alt ?? ''}
      />
    </ContentScreen>
  );
}
