import { useId, type ComponentProps, type ReactNode } from 'react';
import clsx from 'clsx';
import { Button } from '../../ui/Button';
import { CardFooter } from '../../ui/Card';
import { VisuallyHidden } from '../../ui/VisuallyHidden';
import { useAdminTexts } from '../texts';
import styles from './Screen.module.css';

/**
 * An admin screen: its heading, an optional line under it (and one that sums up its list), then its
 * sections. A screen's own stylesheet may set, on `className`, `--screen-gap`, `--screen-max-width`,
 * `--screen-title-size` and `--screen-header-gap` (the dashboard, messages, settings and
 * announcements screens are wider spaced, with a larger title, than the content screens).
 */
export function Screen({
  title,
  intro,
  summary,
  className,
  children,
  ...props
}: ComponentProps<'div'> & { title: string; intro?: ReactNode; summary?: ReactNode }) {
  return (
    <div className={clsx(styles.screen, className)} {...props}>
      <header className={styles.header}>
        <h1 className={styles.title}>{title}</h1>
        {intro && <p className={styles.intro}>{intro}</p>}
        {summary && <p className={styles.intro}>{summary}</p>}
      </header>
      {children}
    </div>
  );
}

/**
 * A titled block of a screen (the form, the grid), named by its heading: on a panel of its own, or
 * `plain` straight on the page (the dashboard's blocks, the announcements grid).
 */
export function Section({
  title,
  actions,
  variant = 'panel',
  className,
  children,
  ...props
}: Omit<ComponentProps<'section'>, 'title'> & { title: ReactNode; actions?: ReactNode; variant?: 'panel' | 'plain' }) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} data-variant={variant} className={clsx(styles.section, className)} {...props}>
      <div className={styles.sectionHeader}>
        <h2 id={headingId} className={styles.sectionTitle}>
          {title}
        </h2>
        {actions}
      </div>
      {children}
    </section>
  );
}

/**
 * The cards of a screen as a list: as many columns of at least `minCardWidth` px as fit
 * (spec section 9: 320 px for media, 300 px for the other admin grids), one column on a phone.
 */
export function CardGrid({
  minCardWidth = 300,
  className,
  style,
  ...props
}: ComponentProps<'ul'> & { minCardWidth?: 300 | 320 }) {
  return (
    <ul
      // A list styled without bullets loses its list role in Safari unless it is set again.
      role="list"
      className={clsx(styles.grid, className)}
      style={{ ...style, ['--card-min' as string]: `${minCardWidth}px` }}
      {...props}
    />
  );
}

/** The row of buttons under a form: submit first, then Cancel in edit mode. */
export function FormActions({ className, ...props }: ComponentProps<'div'>) {
  return <div className={clsx(styles.actions, className)} {...props} />;
}

/**
 * The actions of a create/edit form: its submit button ('Saving...' while busy) and, in edit mode,
 * Cancel (disabled while saving).
 */
export function SaveActions({
  mode,
  createLabel,
  updateLabel,
  busy,
  onCancel,
}: {
  mode: 'create' | 'edit';
  createLabel: string;
  updateLabel: string;
  busy: boolean;
  onCancel: () => void;
}) {
  const T = useAdminTexts().admin.common;
  return (
    <FormActions>
      <Button type="submit" busy={busy} busyLabel={T.saving}>
        {mode === 'edit' ? updateLabel : createLabel}
      </Button>
      {mode === 'edit' && (
        <Button variant="secondary" onClick={onCancel} disabled={busy}>
          {T.cancel}
        </Button>
      )}
    </FormActions>
  );
}

/** Label/value lines of a card ('Uploaded on', 'Quarter:', 'Contact:'). */
export function Facts({ className, ...props }: ComponentProps<'dl'>) {
  return <dl className={clsx(styles.facts, className)} {...props} />;
}

export function Fact({ label, children }: { label: ReactNode; children: ReactNode }) {
  return (
    <div className={styles.fact}>
      <dt>{label}</dt>
      <dd>{children}</dd>
    </div>
  );
}

export interface EditDeleteProps {
  /** The item, for screen readers: `Edit Week of Prayer`. */
  name: string;
  onEdit: () => void;
  onDelete: () => void;
  /** Both wait, e.g. while the form is sending. */
  disabled?: boolean;
}

/** A card's Edit and Delete buttons, named for screen readers by the item (`Edit Week of Prayer`). */
export function EditDeleteButtons({ name, onEdit, onDelete, disabled }: EditDeleteProps) {
  const T = useAdminTexts().admin.common;
  return (
    <>
      <Button variant="secondary" size="sm" onClick={onEdit} disabled={disabled}>
        {T.edit}
        <VisuallyHidden> {name}</VisuallyHidden>
      </Button>
      <Button variant="danger" size="sm" onClick={onDelete} disabled={disabled}>
        {T.delete}
        <VisuallyHidden> {name}</VisuallyHidden>
      </Button>
    </>
  );
}

/** A card's footer holding only its Edit and Delete buttons. */
export function EditDeleteFooter(props: EditDeleteProps) {
  return (
    <CardFooter>
      <EditDeleteButtons {...props} />
    </CardFooter>
  );
}
