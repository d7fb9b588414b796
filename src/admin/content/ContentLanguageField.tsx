import { useState, type ComponentProps } from 'react';
import { LOCALES, LOCALE_NAMES, isLocale, textLanguage, type Locale } from '../../domain/locale';
import { FieldShell, fieldStyles, useField } from '../../ui/Field';
import { useAdminLanguage, useAdminTexts } from '../texts';

/**
 * The language an item's own texts are written in (issue 31: ContentLanguage), as the form keeps it.
 * `stored`: the item's, on edit (the API leaves it out for English, so none reads 'en'). A create
 * starts from the back-office's language (an admin working in Swahili most likely writes in it) and
 * follows it until a language is picked here.
 */
export function useContentLanguage(mode: 'create' | 'edit', stored?: unknown) {
  const { locale } = useAdminLanguage();
  const [picked, setPicked] = useState<Locale | null>(mode === 'edit' ? textLanguage(stored) : null);
  return {
    value: picked ?? locale,
    set: setPicked,
    /** Back to the default, for a create form that empties itself after a save. */
    reset: () => setPicked(null),
  };
}

type ContentLanguageFieldProps = Omit<ComponentProps<'select'>, 'value' | 'onChange' | 'children'> & {
  value: Locale;
  onLanguageChange: (language: Locale) => void;
};

/** "Language of the text": English or Kiswahili, each named in itself, as a native select (keyboards and phones handle it best). */
export function ContentLanguageField({ value, onLanguageChange, ...props }: ContentLanguageFieldProps) {
  const T = useAdminTexts().admin.common;
  const { shell, control } = useField({ ...props, label: T.language, hint: T.languageHint });
  return (
    <FieldShell {...shell}>
      <select
        name="language"
        {...control}
        className={fieldStyles.control}
        value={value}
        onChange={(event) => {
          const next = event.currentTarget.value;
          if (isLocale(next)) onLanguageChange(next);
        }}
      >
        {LOCALES.map((locale) => (
          // Each name in its own language, for a screen reader to pronounce it so.
          <option key={locale} value={locale} lang={locale}>
            {LOCALE_NAMES[locale]}
          </option>
        ))}
      </select>
    </FieldShell>
  );
}
