/**
 * The back-office's words in the language of the account using it (issue 31). Every admin screen
 * reads its texts through useAdminTexts(); English unless a provider above says otherwise, so a
 * screen mounted alone (a story, a test) reads as before.
 */
import { createContext, useContext, type ReactNode } from 'react';
import { ADMIN_CATALOGUE, type AdminCatalogue } from '../domain/texts/adminCatalogue';
import { UiTextsProvider } from '../ui/texts';

const AdminTextsContext = createContext<AdminCatalogue>(ADMIN_CATALOGUE);

/** The back-office's texts for everything below it, the design system's own words included. */
export function AdminTextsProvider({ texts, children }: { texts: AdminCatalogue; children: ReactNode }) {
  return (
    <AdminTextsContext value={texts}>
      <UiTextsProvider texts={texts.ui}>{children}</UiTextsProvider>
    </AdminTextsContext>
  );
}

/** Everything the back-office writes, in the account's language. */
export function useAdminTexts(): AdminCatalogue {
  return useContext(AdminTextsContext);
}
