import type { Meta, StoryObj } from '@storybook/react-vite';
import { HttpResponse } from 'msw';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import SummitsScreen from '../../../src/features/summits/admin/SummitsScreen';
import { pngFile } from '../../support/files';
import { apiError, bareError, never, received, uploadsHandler } from '../../mocks/admin-content';
import {
  PASS,
  createSummitHandler,
  deleteSummitHandler,
  gatewayTimeout,
  listSummitsHandler,
  listWithBadIdHandler,
  updateSummitHandler,
} from '../admin-mocks';
import { imagesSettled } from '../../admin/pages/AdminPageFrame';
import { seen } from '../../admin/pages/seen';
import { deleteStories } from '../../admin/pages/adminPageStory';
import { refusedStory, retype, sentAs } from '../../admin/pages/formStories';
import { adminScreen, cardOf, emptyStory, loadErrorStory, phoneStory, titlesIn } from '../../admin/pages/screenStories';
import { describePicture } from '../../support/pictures';
import { createSummit, describePosters, form, loaded, startEdit, updateConfirmed } from './steps';
import { PLACEHOLDER_SRC } from '../../../src/ui/SmartImage';

const meta = {
  title: 'Admin/Pages/Summit',
  ...adminScreen(SummitsScreen, 'summit', {
    uploads: uploadsHandler,
    list: listSummitsHandler(),
    writes: [createSummitHandler(), updateSummitHandler(), deleteSummitHandler()],
  }),
} satisfies Meta<typeof SummitsScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Title, outfit, timetable link and posters; a summit whose ID is not a number is skipped. */
export const Loaded: Story = {
  parameters: { msw: { handlers: { list: listWithBadIdHandler() } } },
  play: async () => {
    const grid = await loaded();
    await expect(titlesIn(grid)).toEqual(['Annual Summit 2025', 'Leadership Summit']);
    const annual = within(cardOf('Annual Summit 2025'));
    await expect(annual.getByRole('link', { name: /^View Timetable/ })).toHaveAttribute('href', '/uploads/timetable-2025.pdf');
    await expect(within(annual.getByRole('list', { name: 'Posters of Annual Summit 2025' })).getAllByRole('listitem')).toHaveLength(3);
    const leadership = within(cardOf('Leadership Summit'));
    await expect(leadership.getByText('No Poster Available')).toBeVisible();
    await expect(leadership.queryByRole('link')).not.toBeInTheDocument();
    // The outfit that no longer loads shows the placeholder.
    await expect(cardOf('Leadership Summit').querySelector('img')).toHaveAttribute('src', PLACEHOLDER_SRC);
  },
};

export const Empty: Story = emptyStory(listSummitsHandler([]), 'No summits available.');

export const LoadError: Story = loadErrorStory(listSummitsHandler(() => HttpResponse.error()), 'Failed to retrieve summits. Please check your network and try again.');

export const ValidationError: Story = {
  play: async () => {
    await loaded();
    await userEvent.click(form().getByRole('button', { name: 'Create Summit' }));
    await expect(await screen.findByRole('alert')).toHaveTextContent('Summit title is required.');
    await userEvent.click(screen.getByRole('button', { name: 'Dismiss message' }));
    await userEvent.type(form().getByLabelText(/^Summit title/), 'Youth Summit');
    await userEvent.upload(form().getByLabelText(/^Outfit image/), await pngFile('outfit.png'));
    await userEvent.click(form().getByRole('button', { name: 'Create Summit' }));
    await expect(await screen.findByRole('alert')).toHaveTextContent('Outfit image and timetable are required for creating a summit.');
    await expect(received.form).toBeUndefined();
  },
};

/** Created with posters sent as the repeated field 'posters'; the new summit comes first. */
export const CreateSucceeds: Story = {
  play: async () => {
    await createSummit();
    await sentAs('Summit created successfully!', {
      title: ['Youth Summit 2026'],
      outfit_image_alt: ['Navy blazer with the TUCASA badge'],
      outfit_image: ['outfit.png'],
      timetable: ['timetable.pdf'],
      posters: ['day1.png', 'day2.png'],
      poster_details: [JSON.stringify({ 'new:0': { alt: 'Day one programme', decorative: false, focus: null }, 'new:1': { alt: null, decorative: true, focus: null } })],
    });
    await expect(titlesIn(screen.getByRole('list', { name: 'Summits' }))[0]).toBe('Youth Summit 2026');
    await expect(form().getByLabelText(/^Summit title/)).toHaveValue('');
    await imagesSettled();
  },
};

/** The server's 'message' follows the fixed text. */
export const CreateFails: Story = refusedStory(
  createSummitHandler(() => apiError(400, 'title: must be at most 200 characters.')),
  createSummit,
  'Failed to create summit. title: must be at most 200 characters.',
  // Not a timeout: tried once only.
  { then: () => expect(screen.queryByText(/Retrying summit operation/)).not.toBeInTheDocument() },
);

/** A timeout is tried again after 2 s, with a yellow banner saying which attempt is next. */
export const Retrying: Story = {
  parameters: { msw: { handlers: { writes: [createSummitHandler(({ call }) => (call === 1 ? gatewayTimeout() : never()))] } } },
  play: async () => {
    await createSummit();
    const status = await screen.findByText('Retrying summit operation (Attempt 2/3)...');
    await expect(status.closest('[role="status"]')).toHaveAttribute('data-variant', 'warning');
    await expect(form().getByRole('button', { name: 'Saving...' })).toBeDisabled();
    // Shot once the second attempt has started (its upload from 0 %): the 2 s before it, the first
    // attempt's 100 %, is a window a busy machine can miss.
    await waitFor(() => expect(form().getByRole('progressbar')).toHaveAttribute('aria-valuenow', '0'));
    await expect(status).toBeVisible();
  },
};

export const RetrySucceeds: Story = {
  parameters: { screenshot: false, msw: { handlers: { writes: [createSummitHandler(({ call }) => (call === 1 ? gatewayTimeout() : PASS()))] } } },
  play: async () => {
    // From before the first attempt, however late its failure is seen.
    const from = performance.now();
    await createSummit();
    const retrying = await screen.findByText('Retrying summit operation (Attempt 2/3)...');
    await waitFor(() => expect(screen.getByText('Summit created successfully!')).toBeInTheDocument());
    // The second attempt waited the policy's 2 s.
    await expect(performance.now() - from).toBeGreaterThan(1950);
    await expect(retrying).not.toBeInTheDocument();
  },
};

/** Three attempts in all, then the error. */
export const RetryGivesUp: Story = {
  parameters: { screenshot: false, msw: { handlers: { writes: [createSummitHandler(gatewayTimeout)] } } },
  play: async () => {
    await createSummit();
    await screen.findByText('Retrying summit operation (Attempt 2/3)...');
    await screen.findByText('Retrying summit operation (Attempt 3/3)...');
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('Failed to create summit. Gateway Timeout'));
    await expect(screen.queryByText(/Attempt 4/)).not.toBeInTheDocument();
  },
};

export const NoToken: Story = {
  beforeEach: () => {
    localStorage.removeItem('token');
  },
  play: async () => {
    await createSummit();
    await expect(await screen.findByRole('alert')).toHaveTextContent('Please login to perform this action.');
    await expect(received.form).toBeUndefined();
  },
};

export const Editing: Story = {
  play: async () => {
    const f = await startEdit('Annual Summit 2025');
    await expect(f.getByLabelText(/^Summit title/)).toHaveValue('Annual Summit 2025');
    await expect(f.getByRole('img', { name: 'Preview of Current outfit image' })).toHaveAttribute('src', '/uploads/outfit-2025.svg');
    await expect(f.getByRole('link', { name: /Current timetable/ })).toHaveAttribute('href', '/uploads/timetable-2025.pdf');
    await expect(f.getAllByRole('img', { name: /^Preview of Current poster/ })).toHaveLength(3);
    await expect(f.getByLabelText(/^Outfit image/)).not.toBeRequired();
    await waitFor(() => expect(f.getByLabelText(/^Summit title/)).toHaveFocus());
    await imagesSettled();
  },
};

/** Every update asks 'Confirm Update' first; posters go as posters[0], posters[1]. */
export const ConfirmUpdate: Story = {
  play: async () => {
    const f = await startEdit('Annual Summit 2025');
    await userEvent.upload(f.getByLabelText(/^Posters/), [await pngFile('new1.png'), await pngFile('new2.png')]);
    await describePosters(f);
    await userEvent.click(f.getByRole('button', { name: 'Update Summit' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Confirm Update' }));
    await expect(received.form).toBeUndefined();
    await seen(dialog.getByRole('button', { name: 'Confirm Update' }));
  },
};

export const UpdateSucceeds: Story = {
  parameters: { screenshot: false },
  play: async () => {
    const f = await startEdit('Annual Summit 2025');
    await retype(f.getByLabelText(/^Summit title/), 'Annual Summit 2025, Dodoma');
    await userEvent.upload(f.getByLabelText(/^Posters/), [await pngFile('new1.png'), await pngFile('new2.png')]);
    await describePosters(f);
    await updateConfirmed(f);
    await sentAs(
      'Summit updated successfully!',
      {
        title: ['Annual Summit 2025, Dodoma'],
        'posters[0]': ['new1.png'],
        'posters[1]': ['new2.png'],
        poster_details: [JSON.stringify({ 'new:0': { alt: 'Poster new1.png', decorative: false, focus: null }, 'new:1': { alt: 'Poster new2.png', decorative: false, focus: null } })],
      },
      /\/api\/summits\/2\/update$/,
    );
    await expect(screen.getByRole('heading', { name: 'Annual Summit 2025, Dodoma', level: 3 })).toBeVisible();
    await expect(screen.getByRole('region', { name: 'Create Summit' })).toBeVisible();
  },
};

/** Editing without new posters: each stored poster's alt text, changed by its path (decision 024). */
export const UpdatePosterAltText: Story = {
  parameters: { screenshot: false },
  play: async () => {
    const f = await startEdit('Annual Summit 2025');
    await expect(f.getByRole('group', { name: 'Current poster 3' })).toBeVisible();
    await describePicture(f, 'Current poster 2', 'Day two: workshops and the evening service');
    await updateConfirmed(f);
    await seen(await screen.findByText('Summit updated successfully!'));
    await expect(received.form?.poster_details).toEqual([
      JSON.stringify({ 'uploads/poster-day2.svg': { alt: 'Day two: workshops and the evening service', decorative: false, focus: null } }),
    ]);
  },
};

/** New posters replace the stored ones: only theirs are asked for, and each is needed. */
export const NewPostersNeedAltText: Story = {
  parameters: { screenshot: false },
  play: async () => {
    const f = await startEdit('Annual Summit 2025');
    await userEvent.upload(f.getByLabelText(/^Posters/), [await pngFile('new1.png')]);
    await expect(f.queryByRole('group', { name: 'Current poster 1' })).not.toBeInTheDocument();
    await userEvent.click(f.getByRole('button', { name: 'Update Summit' }));
    const group = within(f.getByRole('group', { name: 'new1.png' }));
    await expect(await group.findByText(/^Describe the picture in its alt text/)).toBeVisible();
    await expect(screen.queryByRole('dialog', { name: 'Confirm Update' })).not.toBeInTheDocument();
  },
};

export const UpdateCancelledAtConfirm: Story = {
  parameters: { screenshot: false },
  play: async () => {
    const f = await startEdit('Leadership Summit');
    await userEvent.click(f.getByRole('button', { name: 'Update Summit' }));
    await userEvent.click(within(await screen.findByRole('dialog', { name: 'Confirm Update' })).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(received.form).toBeUndefined();
    // Still editing.
    await expect(screen.getByRole('region', { name: 'Edit Summit' })).toBeVisible();
  },
};

export const UpdateFails: Story = refusedStory(updateSummitHandler(() => apiError(404, 'Summit not found.')), async () => updateConfirmed(await startEdit('Leadership Summit')), 'Failed to update summit. Summit not found.', {
  screenshot: false,
});

const deleteLeadership = deleteStories(
  { loaded, card: cardOf, item: 'Leadership Summit', dialog: 'Delete this summit?', listed: () => titlesIn(screen.getByRole('list', { name: 'Summits' })) },
  (answer) => ({ writes: [deleteSummitHandler(answer)] }),
);

export const Deleting: Story = deleteLeadership.deletingStory();

export const DeleteSucceeds: Story = deleteLeadership.succeedsStory(
  { message: 'Summit deleted successfully!', url: /\/api\/summits\/1\/delete$/, left: ['Annual Summit 2025'] },
  { screenshot: false },
);

export const DeleteFails: Story = deleteLeadership.failsStory(
  bareError(500),
  { error: /^.?Failed to delete summit\. Request failed with status 500/ },
  { screenshot: false },
);

/** Outfit and posters open full size. */
export const ImageViewer: Story = {
  play: async () => {
    await loaded();
    await userEvent.click(within(cardOf('Annual Summit 2025')).getByRole('button', { name: 'View Poster 2 of Annual Summit 2025 full size' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Poster 2 of Annual Summit 2025' }));
    await expect(dialog.getByRole('img', { name: 'Poster 2 of Annual Summit 2025' })).toHaveAttribute('src', '/uploads/poster-day2.svg');
    await imagesSettled();
  },
};

export const Phone: Story = phoneStory(loaded);
