import { useState } from 'react';
import type { CalendarFormValues } from '../rules';
import type { Locale } from '../../../domain/locale';
import { TextArea } from '../../../ui/TextArea';
import { TextField } from '../../../ui/TextField';
import { ContentLanguageField, useContentLanguage } from '../../../admin/content/ContentLanguageField';
import { EditorForm } from '../../../admin/content/EditorForm';
import { useAdminTexts } from '../../../admin/texts';

/** The form's values, with the language its name and description are written in (sent on a create and on an edit). */
export interface CalendarSubmission extends CalendarFormValues {
  language: Locale;
}

export interface EventFormProps {
  mode: 'create' | 'edit';
  initial?: CalendarFormValues;
  /** Edit mode: the event's stored language. */
  initialLanguage?: Locale;
  busy: boolean;
  /** Resolves true when saved (the screen then gives a fresh form). */
  onSubmit: (values: CalendarSubmission) => Promise<boolean>;
  onCancel: () => void;
}

const BLANK: CalendarFormValues = { date: '', event: '', description: '', participants: '' };

/** Date (a day picker), title, description and participants of a calendar event (all required), and the language they are written in. */
export function EventForm({ mode, initial = BLANK, initialLanguage, busy, onSubmit, onCancel }: EventFormProps) {
  const T = useAdminTexts().admin;
  const [values, setValues] = useState(initial);
  const language = useContentLanguage(mode, initialLanguage);
  const set = (key: keyof CalendarFormValues) => (event: { target: { value: string } }) =>
    setValues((v) => ({ ...v, [key]: event.target.value }));

  return (
    <EditorForm mode={mode} busy={busy} createLabel={T.calendar.add} updateLabel={T.calendar.update} onSubmit={() => void onSubmit({ ...values, language: language.value })} onCancel={onCancel}>
      <TextField label={T.calendar.date} type="date" name="date" required value={values.date} onChange={set('date')} />
      <TextField label={T.common.eventTitle} name="event" required value={values.event} onChange={set('event')} />
      <TextField
        label={T.calendar.participants}
        name="participants"
        required
        hint={T.calendar.participantsHint}
        value={values.participants}
        onChange={set('participants')}
      />
      <TextArea label={T.common.description} name="description" required value={values.description} onChange={set('description')} />
      <ContentLanguageField value={language.value} onLanguageChange={language.set} />
    </EditorForm>
  );
}
