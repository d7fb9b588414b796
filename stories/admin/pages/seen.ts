import { expect, waitFor } from 'storybook/test';

/** Visible once its entrance animation (a banner's slide-in, a dialog's fade-in) has brought it in. */
export async function seen(element: Element): Promise<void> {
  await waitFor(() => expect(element).toBeVisible());
}
