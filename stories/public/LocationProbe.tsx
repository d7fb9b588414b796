import { useLocation } from 'react-router-dom';

/** Shows where the story's MemoryRouter is, so a play function can see a link or logout go somewhere. */
export function LocationProbe({ label = 'Current page' }: { label?: string }) {
  const { pathname } = useLocation();
  return (
    <p data-testid="location" style={{ padding: 'var(--space-6) var(--space-4)' }}>
      {label}: <code>{pathname}</code>
    </p>
  );
}
