import { useEffect, useMemo, useState } from 'react';
import { Navigate, useParams } from 'react-router-dom';
import { API_BASE } from '../../../api/client';
import { apiErrorText } from '../../../api/errorText';
import { listLeaders, type Leader } from '../api';
import { createLeader, deleteLeader, updateLeader } from './api';
import { ERROR_FIELD } from '../../../domain/errors';
import { ADMIN_ROOT } from '../../../domain/routes';
import {
  composeLeaderTitle,
  decomposeLeaderTitle,
  filterLeadersByType,
  leaderTypeFromSlug,
  validateLeaderForm,
  type LeaderType,
} from '../rules';
import { resolveFileUrl } from '../../../domain/imageSources';
import { TIMINGS } from '../../../domain/notices';
import { ContentScreen } from '../../../admin/content/ContentScreen';
import { useCollection } from '../../../admin/content/useCollection';
import { useDeleteById } from '../../../admin/content/useDeleteDialog';
import { useFeedback } from '../../../admin/content/feedback';
import { useEditMode } from '../../../admin/content/useEditMode';
import { useSaving } from '../../../admin/content/useSaving';
import { LeaderCard } from './LeaderCard';
import { LeaderForm, type LeaderFormValues } from './LeaderForm';
import { useAdminTexts } from '../../../admin/texts';
import { useUndoDelete } from '../../../admin/trash/useUndoDelete';
import type { ListEntry } from '../../../admin/content/listSearch';

/** What the list's search reads of a leader. */
const leaderEntry = (leader: Leader): ListEntry => ({ title: leader.Name, text: `${leader.Title} ${leader.Contact}` });

const field = ERROR_FIELD.leaders;

/**
 * /dashboard/chaplency/:slug (chaplain, union-leader, conference-leader, zone-leader): one screen
 * parameterised by the route. Keyed by type, so moving from one type to another starts afresh.
 */
export default function LeadersScreen() {
  const type = leaderTypeFromSlug(useParams().slug);
  if (!type) return <Navigate to={ADMIN_ROOT} replace />;
  return <LeadersOfType key={type} type={type} />;
}

/** The leaders screen of one type: add/edit form, then that type's leaders by name. */
function LeadersOfType({ type }: { type: LeaderType }) {
  const t = useAdminTexts();
  const T = t.admin.leaders;
  const E = t.errors.leaders;
  const names = T.types[type];
  const feedback = useFeedback();
  const leaders = useCollection(
    (signal) => listLeaders({ signal }),
    (error) => feedback.error(apiErrorText(error, field, E.fetch, t.serverErrors)),
  );
  const editMode = useEditMode<Leader>((leader) => leader.ID);
  const { editing, mode, startEdit, cancel, saved } = editMode;
  const saving = useSaving(feedback);
  const [highlighted, setHighlighted] = useState<number | null>(null);
  const deleted = useUndoDelete('leader', feedback, leaders.reload);
  const deleting = useDeleteById(deleteLeader, leaders, { editing, cancel }, {
    deleted: (leader) => deleted(t.success.leaderDeleted, leader.ID),
    failed: (error) => feedback.error(apiErrorText(error, field, E.delete, t.serverErrors)),
  });
  const shown = useMemo(() => filterLeadersByType(leaders.items, type), [leaders.items, type]);

  useEffect(() => {
    if (highlighted === null) return;
    const timer = setTimeout(() => setHighlighted(null), TIMINGS.newLeaderHighlightMs);
    return () => clearTimeout(timer);
  }, [highlighted]);

  const submit = async (values: LeaderFormValues): Promise<boolean> => {
    const invalid = validateLeaderForm(values, mode, t.leaderFormError);
    if (invalid) {
      feedback.error(invalid);
      return false;
    }
    const fields = { name: values.name.trim(), title: composeLeaderTitle(values.title, type), contact: values.contact.trim(), ...values.imageDetails };
    const result = await saving.save({
      files: Boolean(values.image),
      call: (upload) => (editing ? updateLeader(editing.ID, { ...fields, image: values.image }, upload) : createLeader({ ...fields, image: values.image! }, upload)),
      success: editing ? t.success.leaderUpdated : t.success.leaderAdded,
      failure: (error) => apiErrorText(error, field, editing ? E.update : E.add, t.serverErrors),
      saved: (leader) => {
        leaders.setItems((items) => (editing ? items.map((l) => (l.ID === leader.ID ? leader : l)) : [...items.filter((l) => l.ID !== leader.ID), leader]));
        if (!editing) setHighlighted(leader.ID);
        saved();
      },
    });
    return result.ok;
  };

  const photoUrl = editing ? resolveFileUrl(editing.Image, API_BASE) : null;

  return (
    <ContentScreen
      texts={{
        title: names.many,
        intro: T.intro(names.many),
        addTitle: T.addTitle(names.one),
        editTitle: T.editTitle(names.one),
        deleteTitle: T.deleteTitle,
      }}
      feedback={feedback}
      editor={{ edit: editMode, saving, submit }}
      form={(slot) => (
        <LeaderForm
          {...slot}
          type={type}
          initial={editing ? { name: editing.Name, title: decomposeLeaderTitle(editing.Title).title, contact: editing.Contact } : undefined}
          currentPhoto={photoUrl ? { url: photoUrl, name: T.currentPhoto, kind: 'image' } : undefined}
          currentPhotoDetails={editing ? { path: editing.Image, details: editing.ImageDetails } : undefined}
        />
      )}
      list={{
        title: names.many,
        collection: leaders,
        items: shown,
        loadingLabel: T.loading,
        emptyText: names.none,
        search: leaderEntry,
        errorText: E.fetch,
        card: (leader) => (
          <LeaderCard
            key={leader.ID}
            leader={leader}
            highlighted={highlighted === leader.ID}
            onEdit={() => startEdit(leader)}
            onDelete={() => deleting.show(leader)}
          />
        ),
      }}
      remove={{ dialog: deleting, description: T.deleteDescription(deleting.target?.Name ?? '') }}
    />
  );
}
