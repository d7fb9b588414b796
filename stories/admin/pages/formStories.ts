/**
 * The stories of a content screen's form (Book, Leaders, Calendar, Summit, Media, Announcements)
 * that check the same thing from screen to screen, each on its own item:
 *
 * - `submitting(loaded, fill, button)`: the steps of a new item, sent.
 * - `savingStory(write, act, form)`: the write never answers: the form's button busy.
 * - `refusedStory(write, act, text)`: the write answers an error: the red banner's text.
 * - `editCancelStory(startEdit, item, create, field)`: an edit given up.
 * - `sentAs(message, sent, url)`: the success banner, and what the write sent.
 * - `retype(field, text)`: a field's text replaced.
 */
import type { RequestHandler } from 'msw';
import { expect, screen, userEvent, within, type queries } from 'storybook/test';
import type { ProjectParameters } from '../../../.storybook/preview';
import { never, received, type Answer } from '../../mocks/admin-content';
import { seen } from './seen';

type Queries = ReturnType<typeof within<typeof queries>>;
type Step = () => Promise<unknown>;

/** Once `loaded`, the new item typed in by `fill` and the form's `button` pressed. */
export const submitting = (loaded: Step, fill: Step, button: () => HTMLElement) => async () => {
  await loaded();
  await fill();
  await userEvent.click(button());
};

/**
 * The write `write` makes never answers: after `act`, the `form`'s button reads `busy` and cannot
 * be pressed again; `afterwards`, the screen's own further checks (fields locked, progress).
 */
export const savingStory = (write: (answer: Answer) => RequestHandler, act: Step, form: () => Queries, afterwards?: Step, busy = 'Saving...') => ({
  parameters: { msw: { handlers: { writes: [write(never)] } } },
  play: async () => {
    await act();
    await expect(await form().findByRole('button', { name: busy })).toBeDisabled();
    await afterwards?.();
  },
});

/**
 * The write refused (`write`, answering an error): after `act`, the red banner reads `text`;
 * `then`, further checks (what was typed stays); the rest, the story's own parameters.
 */
export const refusedStory = (write: RequestHandler, act: Step, text: string | RegExp, { then, ...parameters }: { then?: Step } & ProjectParameters = {}) => ({
  parameters: { ...parameters, msw: { handlers: { writes: [write] } } },
  play: async () => {
    await act();
    await expect(await screen.findByRole('alert')).toHaveTextContent(text);
    await then?.();
  },
});

/** The edit of `item` given up with Cancel: the form is the region `create` again, its `field` empty. */
export const editCancelStory = (startEdit: (item: string) => Promise<Queries>, item: string, create: string, field: () => HTMLElement, afterwards?: Step) => ({
  parameters: { screenshot: false },
  play: async () => {
    const f = await startEdit(item);
    await userEvent.click(f.getByRole('button', { name: 'Cancel' }));
    await expect(screen.getByRole('region', { name: create })).toBeVisible();
    await expect(field()).toHaveValue('');
    await afterwards?.();
  },
});

/** The success banner `message`, once in; the write went to `url` (when given) and sent exactly the form `sent`. */
export async function sentAs(message: string, sent: Record<string, string[]>, url?: RegExp): Promise<void> {
  await seen(await screen.findByText(message));
  if (url) await expect(received.url).toMatch(url);
  await expect(received.form).toEqual(sent);
}

/** The field's text replaced by `text`. */
export async function retype(field: HTMLElement, text: string): Promise<void> {
  await userEvent.clear(field);
  await userEvent.type(field, text);
}
