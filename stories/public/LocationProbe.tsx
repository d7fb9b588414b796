import type { CSSProperties } from 'react';
import type { Decorator } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
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

/** A decorator: the story with the probe after it, in a box styled `style` when given. */
export function withLocationProbe(style?: CSSProperties): Decorator {
  return (Story) => {
    const both = (
      <>
        <Story />
        <LocationProbe />
      </>
    );
    return style ? <div style={style}>{both}</div> : both;
  };
}

/**
 * Waits until the probe shows `path`. React Router applies navigations in a transition, so the
 * new location can land a frame after the click.
 */
export async function expectLocation(scope: { getByTestId: (id: string) => HTMLElement }, path: string): Promise<void> {
  const exact = new RegExp(`: ${path.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')}$`);
  await waitFor(() => expect(scope.getByTestId('location')).toHaveTextContent(exact));
}
