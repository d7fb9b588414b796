import type { PublishingFormValues } from '../form';
import type { PublicationStatus } from '../publishing';
import { TextField } from '../../../ui/TextField';
import { useAdminTexts } from '../../../admin/texts';
import styles from './PublishingFields.module.css';

export interface PublishingErrors {
  publish_at?: string;
  unpublish_at?: string;
}

export interface PublishingFieldsProps {
  values: PublishingFormValues;
  onChange: (values: PublishingFormValues) => void;
  errors: PublishingErrors;
  /** Editing an announcement that is already public: its first choice keeps it so, it does not publish anew. */
  published: boolean;
  disabled: boolean;
}

/** Publish now (the default), Save as draft, or Schedule at a Dar es Salaam time; and an optional time to unpublish. */
export function PublishingFields({ values, onChange, errors, published, disabled }: PublishingFieldsProps) {
  const P = useAdminTexts().admin.announcements.publishing;
  const choices: Array<[PublicationStatus, string]> = [
    ['published', published ? P.stayPublished : P.now],
    ['draft', P.draft],
    ['scheduled', P.schedule],
  ];
  return (
    <fieldset className={styles.fieldset} disabled={disabled}>
      <legend className={styles.legend}>{P.legend}</legend>
      <div className={styles.choices}>
        {choices.map(([status, label]) => (
          <label key={status} className={styles.choice}>
            <input
              type="radio"
              name="status"
              value={status}
              checked={values.status === status}
              onChange={() => onChange({ ...values, status })}
            />
            {label}
          </label>
        ))}
      </div>
      {values.status !== 'draft' && (
        <div className={styles.times}>
          {values.status === 'scheduled' && (
            <TextField
              type="datetime-local"
              label={P.publishAt}
              name="publish_at"
              required
              hint={P.timeHint}
              value={values.publishAt}
              onChange={(event) => onChange({ ...values, publishAt: event.currentTarget.value })}
              error={errors.publish_at}
            />
          )}
          <TextField
            type="datetime-local"
            label={P.unpublishAt}
            name="unpublish_at"
            hint={P.unpublishHint}
            value={values.unpublishAt}
            onChange={(event) => onChange({ ...values, unpublishAt: event.currentTarget.value })}
            error={errors.unpublish_at}
          />
        </div>
      )}
    </fieldset>
  );
}
