import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fireEvent, screen, userEvent, waitFor, within } from 'storybook/test';
import AnnouncementsScreen from '../../../src/features/announcements/admin/AnnouncementsScreen';
import { HttpResponse } from 'msw';
import { received, uploadsHandler } from '../../mocks/admin-content';
import { announcementHandlers, publishingPosts } from '../admin-mocks';
import { imagesSettled } from '../../admin/pages/AdminPageFrame';
import { seen } from '../../admin/pages/seen';
import { adminScreen } from '../../admin/pages/screenStories';
import { sentAs } from '../../admin/pages/formStories';

// Drafts and scheduled announcements (decision 017) on the Announcements screen: each card's state,
// and the form's publishing choices beside the specification's fields. Times are Dar es Salaam's.

const meta = {
  title: 'Admin/Pages/Announcements/Publishing',
  ...adminScreen(AnnouncementsScreen, 'gallery/announcements', {
    uploads: uploadsHandler,
    list: announcementHandlers.list(publishingPosts),
    writes: [announcementHandlers.create(), announcementHandlers.update(), announcementHandlers.delete()],
  }),
} satisfies Meta<typeof AnnouncementsScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const form = () => within(screen.getByRole('form'));
/** A 400 naming the field at fault, as the server answers. */
const refused = (text: string, field: string) => HttpResponse.json({ error: text, message: text, field }, { status: 400 });
const card = (title: string) => within(screen.getByRole('article', { name: title }));
const publishAt = () => form().getByLabelText(/^Publish at/);
const unpublishAt = () => form().getByLabelText(/^Unpublish at/);
/** A datetime-local input takes its value at once (typing goes field by field, differently in each browser). */
const setTime = (input: HTMLElement, value: string) => fireEvent.change(input, { target: { value } });

async function loaded() {
  await screen.findByRole('article', { name: 'Campus retreat (draft)' });
  await imagesSettled();
}

async function create(title: string, choice: 'Save as draft' | 'Schedule') {
  await loaded();
  await userEvent.type(form().getByLabelText(/^Title/), title);
  await userEvent.click(form().getByRole('radio', { name: choice }));
}

/** Every card says where it stands: a draft, scheduled, published (until when), taken down. */
export const States: Story = {
  play: async () => {
    await loaded();
    await expect(card('Campus retreat (draft)').getByText('Draft')).toBeVisible();
    await expect(card('New year greetings').getByText('Scheduled for 1 Jan 2099, 09:00')).toBeVisible();
    await expect(card('Choir auditions').getByText('Published until 30 Jun 2099, 18:00')).toBeVisible();
    await expect(card('Exam week prayer').getByText('Unpublished since 10 Mar 2025, 18:00')).toBeVisible();
    await expect(card('Week of Prayer').getByText('Published')).toBeVisible();
    // The specification's form keeps its default: publish now, nothing more to choose.
    await expect(form().getByRole('radio', { name: 'Publish now' })).toBeChecked();
    await expect(form().queryByLabelText(/^Publish at/)).not.toBeInTheDocument();
  },
};

/** Schedule asks for the time to publish at, in Dar es Salaam time; a draft takes no times at all. */
export const ScheduleChosen: Story = {
  play: async () => {
    await create('Mission week', 'Schedule');
    await expect(publishAt()).toHaveAttribute('type', 'datetime-local');
    await expect(publishAt()).toHaveAccessibleDescription('Dar es Salaam time (EAT).');
    await expect(unpublishAt()).toBeVisible();
    await userEvent.click(form().getByRole('radio', { name: 'Save as draft' }));
    await expect(form().queryByLabelText(/^Unpublish at/)).not.toBeInTheDocument();
    await userEvent.click(form().getByRole('radio', { name: 'Schedule' }));
  },
};

export const DraftCreated: Story = {
  parameters: { screenshot: false },
  play: async () => {
    await create('Mission week', 'Save as draft');
    await userEvent.click(form().getByRole('button', { name: 'Create Announcement' }));
    await sentAs('Announcement created successfully', { title: ['Mission week'], description: [''], status: ['draft'], unpublish_at: [''] });
    await expect(card('Mission week').getByText('Draft')).toBeVisible();
  },
};

/** The time typed is Dar es Salaam's: 09:00 there is sent as 06:00 UTC. */
export const ScheduleCreated: Story = {
  parameters: { screenshot: false },
  play: async () => {
    await create('Mission week', 'Schedule');
    await setTime(publishAt(), '2099-03-01T09:00');
    await setTime(unpublishAt(), '2099-03-08T18:30');
    await userEvent.click(form().getByRole('button', { name: 'Create Announcement' }));
    await sentAs('Announcement created successfully', {
      title: ['Mission week'],
      description: [''],
      status: ['scheduled'],
      publish_at: ['2099-03-01T06:00:00.000Z'],
      unpublish_at: ['2099-03-08T15:30:00.000Z'],
    });
    await expect(card('Mission week').getByText('Scheduled for 1 Mar 2099, 09:00')).toBeVisible();
  },
};

/** A schedule without its time, or an unpublish time before it: said at the field, nothing sent. */
export const ScheduleInvalid: Story = {
  play: async () => {
    await create('Mission week', 'Schedule');
    await userEvent.click(form().getByRole('button', { name: 'Create Announcement' }));
    await expect(publishAt()).toHaveAccessibleDescription(/Choose the date and time to publish at\./);
    await waitFor(() => expect(publishAt()).toHaveFocus());
    await setTime(publishAt(), '2099-03-08T09:00');
    await setTime(unpublishAt(), '2099-03-01T09:00');
    await userEvent.click(form().getByRole('button', { name: 'Create Announcement' }));
    await expect(unpublishAt()).toHaveAccessibleDescription(/The unpublish time must be after the publish time\./);
    await expect(publishAt()).not.toHaveAttribute('aria-invalid');
    await expect(received.form).toBeUndefined();
  },
};

/** The server's refusal of a time shows at its field too. */
export const ScheduleRefused: Story = {
  parameters: {
    screenshot: false,
    msw: { handlers: { writes: [announcementHandlers.create(() => refused('The publish time must be in the future.', 'publish_at'))] } },
  },
  play: async () => {
    await create('Mission week', 'Schedule');
    await setTime(publishAt(), '2099-03-01T09:00');
    await userEvent.click(form().getByRole('button', { name: 'Create Announcement' }));
    await expect(await screen.findByRole('alert')).toHaveTextContent('The publish time must be in the future.');
    await expect(publishAt()).toHaveAccessibleDescription(/The publish time must be in the future\./);
  },
};

/** Edit starts from where the announcement stands: scheduled, with its times in Dar es Salaam time. */
export const EditingScheduled: Story = {
  play: async () => {
    await loaded();
    await userEvent.click(card('New year greetings').getByRole('button', { name: 'Edit New year greetings' }));
    await waitFor(() => expect(form().getByLabelText(/^Title/)).toHaveValue('New year greetings'));
    await expect(form().getByRole('radio', { name: 'Schedule' })).toBeChecked();
    await expect(publishAt()).toHaveValue('2099-01-01T09:00');
    await expect(unpublishAt()).toHaveValue('2099-01-08T09:00');
    // An edit that leaves publishing alone sends what the specification's form sends.
    await userEvent.click(form().getByRole('button', { name: 'Update Announcement' }));
    await sentAs('Announcement updated successfully', { title: ['New year greetings'], description: [''] });
  },
};

/** A draft published from its edit: public now, and its card says so. */
export const DraftPublished: Story = {
  parameters: { screenshot: false },
  play: async () => {
    await loaded();
    await userEvent.click(card('Campus retreat (draft)').getByRole('button', { name: 'Edit Campus retreat (draft)' }));
    await waitFor(() => expect(form().getByRole('radio', { name: 'Save as draft' })).toBeChecked());
    await userEvent.click(form().getByRole('radio', { name: 'Publish now' }));
    await userEvent.click(form().getByRole('button', { name: 'Update Announcement' }));
    await seen(await screen.findByText('Announcement updated successfully'));
    await expect(received.form).toMatchObject({ status: ['published'], unpublish_at: [''] });
    await expect(card('Campus retreat (draft)').getByText('Published')).toBeVisible();
  },
};
