import { useEffect, useState } from 'react';
import { API_BASE, apiErrorText } from '../../api/client';
import { createLeader, deleteLeader, listLeaders, updateLeader, type Leader } from '../../api/leaders';
import { ERROR_FIELD } from '../../domain/errors';
import {
  composeLeaderTitle,
  decomposeLeaderTitle,
  filterLeadersByType,
  leaderTypeInfo,
  noLeadersFoundText,
  validateLeaderForm,
  type LeaderType,
} from '../../domain/leaders';
import { resolveFileUrl } from '../../domain/media';
import { ERRORS, SUCCESS, TIMINGS } from '../../domain/messages';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { CollectionView } from '../content/CollectionView';
import { CardGrid, Screen, Section } from '../content/Screen';
import { useCollection } from '../content/useCollection';
import { useDialogTarget } from '../content/useDialogTarget';
import { useFeedback } from '../content/feedback';
import { useFormFocus } from '../content/useFormFocus';
import { useUploadProgress } from '../content/useUploadProgress';
import { LeaderCard } from './LeaderCard';
import { LeaderForm, type LeaderFormValues } from './LeaderForm';

const field = ERROR_FIELD.leaders;

/** The leaders screen of one type: add/edit form, then that type's leaders by name. */
export function LeadersScreen({ type }: { type: LeaderType }) {
  const info = leaderTypeInfo(type);
  const feedback = useFeedback();
  const leaders = useCollection(
    (signal) => listLeaders({ signal }),
    (error) => feedback.error(apiErrorText(error, field, ERRORS.leaders.fetch)),
  );
  const progress = useUploadProgress();
  const [editing, setEditing] = useState<Leader | null>(null);
  const [saving, setSaving] = useState(false);
  // Bumped after each save, so the next create form starts empty.
  const [formGeneration, setFormGeneration] = useState(0);
  const [highlighted, setHighlighted] = useState<number | null>(null);
  const deleting = useDialogTarget<Leader>();
  const { attachForm, focusForm } = useFormFocus<HTMLElement>();
  const shown = filterLeadersByType(leaders.items, type);

  useEffect(() => {
    if (highlighted === null) return;
    const timer = setTimeout(() => setHighlighted(null), TIMINGS.newLeaderHighlightMs);
    return () => clearTimeout(timer);
  }, [highlighted]);

  const submit = async (values: LeaderFormValues): Promise<boolean> => {
    const mode = editing ? 'edit' : 'create';
    const invalid = validateLeaderForm(values, mode);
    if (invalid) {
      feedback.error(invalid);
      return false;
    }
    const fields = { name: values.name.trim(), title: composeLeaderTitle(values.title, type), contact: values.contact.trim() };
    setSaving(true);
    try {
      const options = progress.track(Boolean(values.image));
      if (editing) {
        const updated = await updateLeader(editing.ID, { ...fields, image: values.image }, options);
        leaders.setItems((items) => items.map((l) => (l.ID === updated.ID ? updated : l)));
        setEditing(null);
        feedback.success(SUCCESS.leaderUpdated);
      } else {
        const created = await createLeader({ ...fields, image: values.image! }, options);
        leaders.setItems((items) => [...items.filter((l) => l.ID !== created.ID), created]);
        setHighlighted(created.ID);
        feedback.success(SUCCESS.leaderAdded);
      }
      setFormGeneration((n) => n + 1);
      return true;
    } catch (error) {
      feedback.error(apiErrorText(error, field, editing ? ERRORS.leaders.update : ERRORS.leaders.add));
      return false;
    } finally {
      setSaving(false);
      progress.done();
    }
  };

  const remove = async () => {
    const leader = deleting.target;
    if (!leader) return;
    try {
      await deleteLeader(leader.ID);
    } catch (error) {
      feedback.error(apiErrorText(error, field, ERRORS.leaders.delete));
      throw error;
    }
    leaders.setItems((items) => items.filter((l) => l.ID !== leader.ID));
    if (editing?.ID === leader.ID) setEditing(null);
    feedback.success(SUCCESS.leaderDeleted);
  };

  const startEdit = (leader: Leader) => {
    setEditing(leader);
    focusForm();
  };

  const photoUrl = editing ? resolveFileUrl(editing.Image, API_BASE) : null;

  return (
    <Screen title={info.pluralLabel} intro={`${info.pluralLabel} listed on the public Chaplaincy page.`}>
      {feedback.banner}
      <Section ref={attachForm} title={editing ? `Edit ${info.label}` : `Add ${info.label}`}>
        <LeaderForm
          key={editing ? `edit-${editing.ID}` : `create-${formGeneration}`}
          type={type}
          mode={editing ? 'edit' : 'create'}
          initial={editing ? { name: editing.Name, title: decomposeLeaderTitle(editing.Title).title, contact: editing.Contact } : undefined}
          currentPhoto={photoUrl ? { url: photoUrl, name: 'Current photo', kind: 'image' } : undefined}
          busy={saving}
          progress={progress.percent}
          onSubmit={submit}
          onCancel={() => setEditing(null)}
        />
      </Section>
      <Section title={info.pluralLabel}>
        <CollectionView
          status={leaders.status}
          count={shown.length}
          loadingLabel="Loading leaders..."
          emptyText={noLeadersFoundText(type)}
          errorText={ERRORS.leaders.fetch}
          onRetry={leaders.reload}
        >
          <CardGrid aria-label={info.pluralLabel}>
            {shown.map((leader) => (
              <LeaderCard
                key={leader.ID}
                leader={leader}
                highlighted={highlighted === leader.ID}
                onEdit={() => startEdit(leader)}
                onDelete={() => deleting.show(leader)}
              />
            ))}
          </CardGrid>
        </CollectionView>
      </Section>
      <ConfirmDialog
        open={deleting.open}
        onOpenChange={(open) => (open ? undefined : deleting.close())}
        title="Delete this leader?"
        description={`${deleting.target?.Name ?? ''} will be removed from the chaplaincy leaders. This cannot be undone.`}
        onConfirm={remove}
      />
    </Screen>
  );
}
