import type { DashboardIcon as DashboardIconKey } from '../../domain/kind';

/** Line icons of the dashboard (decorative: every card and tile has a text label), one for each a kind's entry may name. */
const PATHS = {
  media: 'M3 5h18v14H3z M3 15l5-5 5 5 3-3 5 5',
  book: 'M4 4h7a3 3 0 0 1 3 3v13a2 2 0 0 0-2-2H4z M20 4h-7a3 3 0 0 0-3 3v13a2 2 0 0 1 2-2h8z',
  calendar: 'M3 6h18v15H3z M3 10h18 M8 3v5 M16 3v5',
  leaders: 'M9 11a4 4 0 1 0 0-8 4 4 0 0 0 0 8z M2 21a7 7 0 0 1 14 0 M17 11a3 3 0 1 0 0-6 M22 21a6 6 0 0 0-5-6',
  settings: 'M12 15a3 3 0 1 0 0-6 3 3 0 0 0 0 6z M19 12h3 M2 12h3 M12 2v3 M12 19v3 M5 5l2 2 M17 17l2 2 M5 19l2-2 M17 7l2-2',
  messages: 'M3 5h18v14H3z M3 6l9 7 9-7',
} as const satisfies Record<DashboardIconKey, string>;

export type DashboardIconName = keyof typeof PATHS;

export function DashboardIcon({ name }: { name: DashboardIconName }) {
  return (
    <svg width="24" height="24" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" aria-hidden="true" focusable="false">
      <path d={PATHS[name]} />
    </svg>
  );
}
