import { expect, waitFor } from 'storybook/test';

/**
 * Visible once its entrance animation (a banner's slide-in, a dialog's fade-in) has brought it in.
 * A getter is asked again on every try (for an element that is replaced while it comes in).
 */
export async function seen(element: Element | (() => Element)): Promise<void> {
  await waitFor(() => expect(typeof element === 'function' ? element() : element).toBeVisible());
}
