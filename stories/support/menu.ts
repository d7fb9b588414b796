/** What the phone stories need of a canvas and of userEvent to press the Menu button. */
interface Canvas {
  getByRole(role: 'button', options: { name: string }): HTMLElement;
}
interface Pointer {
  click(element: Element): Promise<void>;
}

/** The phone's Menu button (the site's header, the back-office's top bar), pressed; resolves with it. */
export async function openMenu(canvas: Canvas, userEvent: Pointer): Promise<HTMLElement> {
  const toggle = canvas.getByRole('button', { name: 'Menu' });
  await userEvent.click(toggle);
  return toggle;
}
