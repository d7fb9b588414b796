import type { Meta, StoryObj } from '@storybook/react-vite';
import { Route, Routes, useLocation } from 'react-router-dom';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { PublicLayout } from '../../src/public/layout/PublicLayout';
import { SUMMIT, answering } from './searchAnswers';
import { takesPointer } from '../support/dialogs';

// The header's search (issue 48): opened by the SEARCH link, by `/` or by Ctrl+K from any public page,
// results as you type, a result leading to its page (the dialog closes), or all of them to the search page.

/** Where the app is: the stand-in page says its path and query. */
function Where() {
  const { pathname, search } = useLocation();
  return (
    <section style={{ padding: 'var(--space-8) var(--space-4)' }}>
      <h1>Stand-in page</h1>
      <p data-testid="where">{`${pathname}${search}`}</p>
    </section>
  );
}

const meta = {
  title: 'Public/SearchDialog',
  component: PublicLayout,
  args: { sendMessage: fn(() => Promise.resolve('OK')), year: 2025 },
  parameters: { pad: false, theme: 'dark', msw: [answering(SUMMIT)] },
  globals: { viewport: { value: 'desktop' } },
  render: (args) => (
    <Routes>
      <Route element={<PublicLayout {...args} />}>
        <Route path="*" element={<Where />} />
      </Route>
    </Routes>
  ),
} satisfies Meta<typeof PublicLayout>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The open dialog, once it takes pointer events. */
const dialogOf = async (canvasElement: HTMLElement) => {
  const dialog = await within(canvasElement.ownerDocument.body).findByRole('dialog', { name: 'Search' });
  await takesPointer(dialog);
  return dialog;
};

/** The SEARCH link opens the dialog, its field focused; typing brings the results, marked. */
export const Results: Story = {
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(canvas.getByRole('link', { name: 'SEARCH' }));
    const dialog = within(await dialogOf(canvasElement));
    const field = dialog.getByRole('searchbox', { name: 'Search the site' });
    await waitFor(() => expect(field).toHaveFocus());
    await userEvent.type(field, 'summit');
    await waitFor(() => expect(dialog.getByRole('status')).toHaveTextContent('3 results for “summit”'));
    await expect(dialog.getByRole('list', { name: 'Results' }).querySelectorAll('mark')).toHaveLength(4);
    await expect(dialog.getByRole('link', { name: 'See all results' })).toHaveAttribute('href', '/search?q=summit');
  },
};

/** `/` and Ctrl+K open it from anywhere but a field; a result leads to its page and closes it. */
export const Shortcuts: Story = {
  parameters: { screenshot: false },
  play: async ({ canvas, canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.keyboard('/');
    await dialogOf(canvasElement);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body.queryByRole('dialog')).not.toBeInTheDocument());

    await userEvent.keyboard('{Control>}k{/Control}');
    const again = within(await dialogOf(canvasElement));
    await userEvent.type(again.getByRole('searchbox'), 'summit/');
    // The `/` typed into the field is text.
    await expect(again.getByRole('searchbox')).toHaveValue('summit/');
    await userEvent.click(await again.findByRole('link', { name: 'Summit 2025: Arise and Shine' }));
    await waitFor(() => expect(body.queryByRole('dialog')).not.toBeInTheDocument());
    // The navigation is a transition of its own: it may commit after the dialog has gone.
    await waitFor(() => expect(canvas.getByTestId('where')).toHaveTextContent('/summit/3'));
  },
};

/** On a phone: from the menu, and the dialog fits the screen. */
export const Phone: Story = {
  globals: { viewport: { value: 'phone' } },
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Menu' }));
    await userEvent.click(canvas.getByRole('link', { name: 'SEARCH' }));
    const dialog = within(await dialogOf(canvasElement));
    await userEvent.type(dialog.getByRole('searchbox'), 'summit');
    await waitFor(() => expect(dialog.getByRole('status')).toHaveTextContent('3 results for “summit”'));
    await expect(canvasElement.ownerDocument.documentElement.scrollWidth).toBeLessThanOrEqual(375);
  },
};
