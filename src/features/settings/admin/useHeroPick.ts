import { useState, type ChangeEvent } from 'react';
import { validateHeroImage } from '../../../domain/validation';
import { useAdminTexts } from '../../../admin/texts';

/**
 * The hero image the admin picked, checked on every pick: a refused file is reported (banner and
 * field error) and not kept.
 */
export function useHeroPick(report: (text: string) => void) {
  const texts = useAdminTexts().validation;
  const [file, setFile] = useState<File | null>(null);
  const [error, setError] = useState<string | null>(null);
  // A new key empties the file field (after a save, or when a picked file is refused).
  const [fieldKey, setFieldKey] = useState(0);

  const clear = () => {
    setFile(null);
    setFieldKey((key) => key + 1);
  };

  // Every pick is checked, including a type the field itself refuses (it then keeps no file).
  const onPicked = (event: ChangeEvent<HTMLInputElement>) => {
    const picked = event.currentTarget.files?.[0];
    const problem = picked ? validateHeroImage(picked, texts) : null;
    if (problem) {
      setError(problem);
      report(problem);
    }
  };

  const onFiles = (files: File[]) => {
    const next = files[0] ?? null;
    // An acceptable type but too big: drop it from the field, the message stays.
    if (next && validateHeroImage(next, texts)) {
      clear();
      return;
    }
    setFile(next);
    if (next) setError(null);
  };

  return { file, error, setError, fieldKey, clear, onPicked, onFiles };
}
