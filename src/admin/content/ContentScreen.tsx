import { Fragment, type ReactNode, type Ref } from 'react';
import { CollectionSection, type CollectionSectionProps } from './CollectionSection';
import { DeleteDialog } from './DeleteDialog';
import type { Feedback } from './feedback';
import { Screen, Section } from './Screen';
import type { Collection } from './useCollection';
import type { DeleteDialogState } from './useDeleteDialog';
import type { Saving } from './useSaving';

/** What a screen hands its create/edit form, whatever the form's own fields. */
export interface EditorFormSlot<S> {
  mode: 'create' | 'edit';
  busy: boolean;
  progress: number | null;
  onSubmit: S;
  onCancel: () => void;
}

/** The state of a content screen's create/edit form: its mode (useEditMode), its saves (useSaving) and its submit. */
export interface ScreenEditor<S> {
  edit: { mode: 'create' | 'edit'; formKey: string; attachForm: Ref<HTMLElement>; cancel: () => void };
  saving: Pick<Saving, 'busy' | 'percent'>;
  submit: S;
}

/** A content screen's texts, named as its section of the admin texts names them. */
export interface ScreenTexts {
  title: string;
  intro?: ReactNode;
  /** The form's heading in create mode and in edit mode (a screen with a form). */
  addTitle?: string;
  editTitle?: string;
  deleteTitle: string;
}

/** The cards of a content screen: CollectionSection's props, its items the collection's unless the screen shows fewer. */
export interface ScreenList<T> extends Omit<CollectionSectionProps<T>, 'collection' | 'items'> {
  collection: Pick<Collection<T>, 'items' | 'status' | 'reload'>;
  items?: readonly T[];
}

export interface ContentScreenProps<T, D, S> {
  texts: ScreenTexts;
  summary?: ReactNode;
  className?: string;
  feedback: Pick<Feedback, 'banner'>;
  editor?: ScreenEditor<S>;
  /** The form itself, given the screen's part of its props. */
  form?: (slot: EditorFormSlot<S>) => ReactNode;
  list?: ScreenList<T>;
  /** What the screen shows after its cards (a list of its own, other dialogs). */
  children?: ReactNode;
  remove: { dialog: DeleteDialogState<D>; description: ReactNode };
}

/**
 * The layout every admin content screen shares: its heading and banner, the create/edit form, the
 * cards, then the "Delete this ...?" confirmation. The screen keeps its calls and its rules.
 */
export function ContentScreen<T, D, S>({ texts, summary, className, feedback, editor, form, list, children, remove }: ContentScreenProps<T, D, S>) {
  return (
    <Screen title={texts.title} intro={texts.intro} summary={summary} className={className}>
      {feedback.banner}
      {editor && form && <EditorSection {...editor} form={form} title={editor.edit.mode === 'edit' ? texts.editTitle : texts.addTitle} />}
      {list && <CollectionSection {...list} items={list.items ?? list.collection.items} />}
      {children}
      <DeleteDialog dialog={remove.dialog} title={texts.deleteTitle} description={remove.description} />
    </Screen>
  );
}

function EditorSection<S>({ edit, saving, submit, form, title }: ScreenEditor<S> & { form: (slot: EditorFormSlot<S>) => ReactNode; title: ReactNode }) {
  const { mode, formKey, attachForm, cancel } = edit;
  return (
    <Section ref={attachForm} title={title}>
      {/* A new form for each item edited and after each save: the key empties its file fields too. */}
      <Fragment key={formKey}>{form({ mode, busy: saving.busy, progress: saving.percent, onSubmit: submit, onCancel: cancel })}</Fragment>
    </Section>
  );
}
