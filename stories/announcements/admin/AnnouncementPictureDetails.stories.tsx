import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import AnnouncementsScreen from '../../../src/features/announcements/admin/AnnouncementsScreen';
import { received, uploadsHandler } from '../../mocks/admin-content';
import { announcementHandlers, samplePosts } from '../admin-mocks';
import { pngFile } from '../../support/files';
import { imagesSettled } from '../../admin/pages/AdminPageFrame';
import { seen } from '../../admin/pages/seen';
import { adminScreen, formFocused, phone } from '../../admin/pages/screenStories';
import { sentAs } from '../../admin/pages/formStories';

// An announcement's image with its alt text, decorative mark and focal point (decision 024): a
// picture chosen needs an alt text or "Decorative"; a stored one's are edited without a new upload.

const withDetails = samplePosts.map((p) => (p.ID === 3 ? { ...p, ImageDetails: { alt: 'Summit poster', decorative: false, focus: { x: 0.5, y: 0.25 } } } : p));

const meta = {
  title: 'Admin/Pages/Announcements/Picture details',
  ...adminScreen(AnnouncementsScreen, 'gallery/announcements', {
    uploads: uploadsHandler,
    list: announcementHandlers.list(withDetails),
    writes: [announcementHandlers.create(), announcementHandlers.update()],
  }),
} satisfies Meta<typeof AnnouncementsScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const form = () => within(screen.getByRole('form'));
const altField = () => form().getByLabelText(/^Alt text/);
const ALT_REQUIRED = 'Describe the picture in its alt text, or tick "Decorative" when it only decorates.';

async function chooseImage() {
  await screen.findByRole('article', { name: 'Week of Prayer' });
  await userEvent.type(form().getByLabelText(/^Title/), 'Choir festival');
  await userEvent.upload(form().getByLabelText(/^Image/), await pngFile('choir.png'));
}

/** A chosen picture without alt text or "Decorative": the save waits, the reason beside the field. */
export const AltTextRequired: Story = {
  play: async () => {
    await chooseImage();
    await userEvent.click(form().getByRole('button', { name: 'Create Announcement' }));
    await expect(await form().findByText(ALT_REQUIRED)).toBeVisible();
    await expect(altField()).toHaveAccessibleDescription(expect.stringContaining(ALT_REQUIRED));
    await waitFor(() => expect(altField()).toHaveFocus());
    await expect(received.form).toBeUndefined();
    await imagesSettled();
  },
};

/** "Decorative" ticked instead: saved, with an empty alt on the site. */
export const DecorativeSaves: Story = {
  parameters: { screenshot: false },
  play: async () => {
    await chooseImage();
    await userEvent.click(form().getByRole('checkbox', { name: /^Decorative/ }));
    await userEvent.click(form().getByRole('button', { name: 'Create Announcement' }));
    await seen(await screen.findByText('Announcement created successfully'));
    await expect(received.form).toMatchObject({ image: ['choir.png'], image_decorative: ['true'] });
  },
};

/** Editing shows the stored alt text and focal point; both change without a new upload. */
export const EditWithoutNewPicture: Story = {
  play: async () => {
    await screen.findByRole('article', { name: 'Week of Prayer' });
    const card = within(screen.getByRole('article', { name: 'Registration for the Annual Summit is open' }));
    await userEvent.click(card.getByRole('button', { name: 'Edit Registration for the Annual Summit is open' }));
    await waitFor(() => expect(altField()).toHaveValue('Summit poster'));
    await formFocused(screen.getByRole('form'));
    await expect(form().getByText('Focal point: 50% from the left, 25% from the top.')).toBeVisible();
    await userEvent.clear(altField());
    await userEvent.type(altField(), 'Poster of the 2025 summit');
    form().getByRole('button', { name: 'Focal point' }).focus();
    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    await expect(form().getByText('Focal point: 50% from the left, 35% from the top.')).toBeVisible();
    await imagesSettled();
    await userEvent.click(form().getByRole('button', { name: 'Update Announcement' }));
    await sentAs('Announcement updated successfully', {
      title: ['Registration for the Annual Summit is open'],
      description: ['Delegates from every campus can now register. Bring your campus choir, your questions and your friends.'],
      image_alt: ['Poster of the 2025 summit'],
      image_focus_x: ['0.5'],
      image_focus_y: ['0.35'],
    });
  },
};

/** On a phone the fields stack under the picture field, nothing wider than the screen. */
export const Phone: Story = {
  globals: phone,
  play: async () => {
    await chooseImage();
    await expect(altField()).toBeVisible();
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(375);
    await imagesSettled();
  },
};
