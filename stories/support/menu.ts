import type { queries, within } from 'storybook/test';

/** The phone's Menu button (the site's header, the back-office's top bar), pressed; resolves with it. */
export async function openMenu(canvas: ReturnType<typeof within<typeof queries>>, user: { click: (element: Element) => Promise<void> }): Promise<HTMLElement> {
  const toggle = canvas.getByRole('button', { name: 'Menu' });
  await user.click(toggle);
  return toggle;
}
