import { languageToSend } from '../../../domain/locale';
import { apiErrorText } from '../../../api/errorText';
import { listCalendarEvents } from '../api';
import { createCalendarEvent, deleteCalendarEvent, updateCalendarEvent } from './api';
import {
  calendarFormValues,
  deleteEventId,
  editEventId,
  sortEventsByDate,
  validateCalendarForm,
} from '../rules';
import { ERROR_FIELD } from '../../../domain/errors';
import { adminEvent, type AdminEvent } from './adminEvent';
import { EventForm, type CalendarSubmission } from './EventForm';
import { EventCard } from './EventCard';
import { ContentScreen } from '../../../admin/content/ContentScreen';
import { useCollection } from '../../../admin/content/useCollection';
import { useDeleteDialog } from '../../../admin/content/useDeleteDialog';
import { useEditMode } from '../../../admin/content/useEditMode';
import { useFeedback } from '../../../admin/content/feedback';
import { useSaving } from '../../../admin/content/useSaving';
import { useAdminTexts } from '../../../admin/texts';
import { useUndoDelete } from '../../../admin/trash/useUndoDelete';
import type { ListEntry } from '../../../admin/content/listSearch';

/** What the list's search reads of an event. */
const eventEntry = (event: AdminEvent): ListEntry => ({ title: event.event, text: `${event.description} ${event.participants}`, language: event.language, date: event.date });

const field = ERROR_FIELD.calendar;

/** An event with the numeric ID its edit or delete call needs. */
type Checked = { event: AdminEvent; id: number };

async function loadEvents(signal: AbortSignal): Promise<AdminEvent[]> {
  return sortEventsByDate((await listCalendarEvents({ signal })).map(adminEvent));
}

/** /dashboard/annual-calendar: the event form (date sent as an ISO string) and the events by date. */
export default function EventsScreen() {
  const t = useAdminTexts();
  const T = t.admin.calendar;
  const E = t.errors.calendar;
  const feedback = useFeedback();
  const events = useCollection(loadEvents, (error) => feedback.error(apiErrorText(error, field, E.fetch, t.serverErrors)));
  const editMode = useEditMode<Checked>((c) => c.id);
  const { editing, startEdit, cancel, saved } = editMode;
  const saving = useSaving(feedback);
  const deleted = useUndoDelete('event', feedback, events.reload);
  const deleting = useDeleteDialog((target: Checked) => deleteCalendarEvent(target.id), {
    deleted: (target) => {
      events.setItems((list) => list.filter((e) => e !== target.event));
      if (editing?.event === target.event) cancel();
      deleted(t.success.eventDeleted, target.id);
    },
    failed: (error) => feedback.error(apiErrorText(error, field, E.delete, t.serverErrors)),
  });

  const submit = async ({ language, ...values }: CalendarSubmission): Promise<boolean> => {
    const checked = validateCalendarForm(values, t.calendar);
    if (!checked.ok) {
      feedback.error(checked.error);
      return false;
    }
    const input = { ...checked.value, language: languageToSend(language, editing?.event.language) };
    const result = await saving.save({
      files: false,
      call: async () => adminEvent(await (editing ? updateCalendarEvent(editing.id, input) : createCalendarEvent(input))),
      success: editing ? t.success.eventUpdated : t.success.eventAdded,
      failure: (error) => apiErrorText(error, field, editing ? E.update : E.create, t.serverErrors),
      saved: (event) => {
        events.setItems((list) => sortEventsByDate(editing ? list.map((e) => (e === editing.event ? event : e)) : [...list, event]));
        saved();
      },
    });
    return result.ok;
  };

  const edit = (event: AdminEvent) => {
    const id = editEventId(event.id, t.calendar);
    if (!id.ok) feedback.error(id.error);
    else startEdit({ event, id: id.id });
  };

  const askDelete = (event: AdminEvent) => {
    const id = deleteEventId(event.id, t.calendar);
    if (!id.ok) feedback.error(id.error);
    else deleting.show({ event, id: id.id });
  };

  return (
    <ContentScreen
      texts={T}
      feedback={feedback}
      editor={{ edit: editMode, saving, submit }}
      // No file goes with an event: the form has no progress bar.
      form={({ progress: _, ...slot }) => (
        <EventForm {...slot} initial={editing ? calendarFormValues(editing.event) : undefined} initialLanguage={editing?.event.language} />
      )}
      list={{
        title: T.events,
        collection: events,
        loadingLabel: T.loading,
        emptyText: t.empty.events,
        search: eventEntry,
        errorText: E.fetch,
        card: (event, index) => (
          <EventCard key={event.id ?? `no-id-${index}`} event={event} onEdit={() => edit(event)} onDelete={() => askDelete(event)} />
        ),
      }}
      remove={{ dialog: deleting, description: T.deleteDescription(deleting.target?.event.event ?? '') }}
    />
  );
}
