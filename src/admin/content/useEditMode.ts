import { useCallback, useState } from 'react';
import { useFormFocus } from './useFormFocus';

/**
 * Create mode and edit mode of a screen's form (spec section 4): Edit prefills the form and brings
 * it into view; Cancel or a successful save returns to an empty create form.
 */
export function useEditMode<T>(keyOf: (item: T) => string | number) {
  const [editing, setEditing] = useState<T | null>(null);
  // Bumped after every save, so the next create form starts empty (file fields included).
  const [generation, setGeneration] = useState(0);
  const { attachForm, focusForm } = useFormFocus<HTMLElement>();

  const startEdit = useCallback(
    (item: T) => {
      setEditing(item);
      focusForm();
    },
    [focusForm],
  );
  const cancel = useCallback(() => setEditing(null), []);
  const saved = useCallback(() => {
    setEditing(null);
    setGeneration((n) => n + 1);
  }, []);

  return {
    editing,
    mode: editing ? ('edit' as const) : ('create' as const),
    /** The form's key: a new form for each item edited and after each save. */
    formKey: editing ? `edit-${keyOf(editing)}` : `create-${generation}`,
    attachForm,
    startEdit,
    cancel,
    saved,
  };
}
