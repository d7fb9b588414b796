import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within, type queries } from 'storybook/test';
import { SUMMIT_SITE_URL } from '../../../src/brand';
import SummitPage from '../../../src/features/summits/public/SummitPage';
import { uploadsHandler } from '../../mocks';
import { annualSummit, SUMMIT_ERROR, summitsHandlers, type RequestCounter } from '../mocks';
import { publicPage, swahiliPhoneStory } from '../../public/pages/publicPage';
import { SWAHILI_PAGES } from '../../../src/domain/texts/sw/pages';
import { takesPointer } from '../../support/dialogs';

type Canvas = ReturnType<typeof within<typeof queries>>;

/** Requests for the summits made by the current story run (reset before each run). */
const requests: RequestCounter = { count: 0 };

const meta = {
  title: 'Public/Pages/Summit',
  ...publicPage(SummitPage, '/summit', [summitsHandlers.loaded(requests), uploadsHandler]),
  beforeEach: () => {
    requests.count = 0;
  },
} satisfies Meta<typeof SummitPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function card(canvas: Canvas, title: string) {
  return within(canvas.getByRole('heading', { level: 2, name: title }).closest('article')!);
}

/** The green message of a load; dismissed so that the screenshot does not depend on its 3 s timer. */
async function successMessage(canvas: Canvas, text: string) {
  const notice = await canvas.findByText(text);
  const banner = notice.closest('[role="status"]') as HTMLElement;
  // It slides in from transparent.
  await waitFor(() => expect(banner).toBeVisible());
  return banner;
}

async function dismiss(banner: HTMLElement) {
  within(banner).getByRole('button', { name: 'Dismiss message' }).click();
  await waitFor(() => expect(banner).not.toBeInTheDocument());
}

/** Every picture has arrived, lazy ones too (each is scrolled to). Ends at the top. */
async function picturesSettled(root: HTMLElement) {
  for (const img of root.querySelectorAll('main img')) {
    img.scrollIntoView({ block: 'center' });
    await waitFor(() => expect((img as HTMLImageElement).complete && (img as HTMLImageElement).naturalWidth > 0).toBe(true));
  }
  window.scrollTo(0, 0);
}

/** Title, outfit, timetable and posters for each summit; each block only when present; the green message. */
export const Loaded: Story = {
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Summit' })).toBeVisible();
    const site = canvas.getByRole('link', { name: 'Join Us for an Inspiring Experience' });
    await expect(site).toHaveAttribute('href', SUMMIT_SITE_URL);
    await expect(site).toHaveAttribute('target', '_blank');
    await expect(site.getAttribute('rel')).toMatch(/\bnoopener\b/);

    const banner = await successMessage(canvas, 'Summit details loaded successfully!');

    const annual = card(canvas, annualSummit.Title);
    const outfit = annual.getByRole('button', { name: `View full size: ${annualSummit.Title} outfit` });
    const thumbnail = outfit.querySelector('img')!;
    await expect(thumbnail).toHaveAttribute('width', '1000');
    await expect(thumbnail).toHaveAttribute('height', '1200');
    await expect(thumbnail).toHaveAttribute('fetchpriority', 'high');
    const timetable = annual.getByRole('link', { name: 'View Timetable' });
    await expect(timetable).toHaveAttribute('href', `/${annualSummit.Timetable}`);
    await expect(timetable).toHaveAttribute('target', '_blank');
    await expect(timetable.getAttribute('rel')).toMatch(/\bnoopener\b/);
    const posters = annual.getAllByRole('img', { name: /poster/ });
    await expect(posters.map((p) => p.getAttribute('alt'))).toEqual([1, 2, 3].map((n) => `${annualSummit.Title} poster ${n}`));
    await expect(posters[0]).toHaveAttribute('loading', 'lazy');
    await expect(posters[0]!.getAttribute('srcset')).toMatch(/-480w\.webp 480w, .+-900x1200\.webp 900w$/);

    // No outfit: no picture block. No posters: 'No Poster Available'.
    const leaders = card(canvas, 'Leaders Summit 2024');
    await expect(leaders.queryByRole('button')).not.toBeInTheDocument();
    await expect(leaders.getByRole('link', { name: 'View Timetable' })).toBeVisible();
    await expect(leaders.getByText('No Poster Available')).toBeVisible();

    await dismiss(banner);
    await picturesSettled(canvasElement);
  },
};

/** The green message goes away on its own after 3 s (exactly: tests/ui/SummitPage.test.tsx, with fake timers). */
export const SuccessMessageClearsAfterThreeSeconds: Story = {
  parameters: { screenshot: false },
  play: async ({ canvas }) => {
    const banner = await successMessage(canvas, 'Summit details loaded successfully!');
    await waitFor(() => expect(banner).not.toBeInTheDocument());
  },
};

/**
 * Another server's answer: an ID given as text (kept when numeric, dropped otherwise), a blank
 * title, Posters as JSON text with entries that are not paths, and unreadable Posters.
 */
export const OtherServer: Story = {
  parameters: { msw: [summitsHandlers.legacy(requests), uploadsHandler] },
  play: async ({ canvas, canvasElement }) => {
    const banner = await successMessage(canvas, 'Summit details loaded successfully!');
    const titles = within(canvas.getByRole('list', { name: 'Summits' }))
      .getAllByRole('heading', { level: 2 })
      .map((h) => h.textContent);
    await expect(titles).toEqual(['Untitled Summit', 'Unreadable posters']);
    await expect(card(canvas, 'Untitled Summit').getAllByRole('img', { name: /poster/ })).toHaveLength(2);
    await expect(card(canvas, 'Untitled Summit').queryByRole('link', { name: 'View Timetable' })).not.toBeInTheDocument();
    await expect(card(canvas, 'Unreadable posters').getByText('No Poster Available')).toBeVisible();
    await dismiss(banner);
    await picturesSettled(canvasElement);
  },
};

/** The outfit opens full size; the close button and a click on the dimmed page close it. Ends open. */
export const OutfitFullSize: Story = {
  play: async ({ canvas, canvasElement, userEvent }) => {
    const body = within(canvasElement.ownerDocument.body);
    await dismiss(await successMessage(canvas, 'Summit details loaded successfully!'));
    // The first click into the page may give its window focus, which reloads and shows the message
    // again: get that out of the way, so that the picture taken at the end never has it.
    await userEvent.click(canvas.getByRole('heading', { level: 1, name: 'Summit' }));
    await sleep(500);
    const again = canvas.queryByText('Summit details loaded successfully!');
    if (again) await dismiss(again.closest('[role="status"]') as HTMLElement);
    const name = `${annualSummit.Title} outfit`;
    const outfit = card(canvas, annualSummit.Title).getByRole('button', { name: `View full size: ${name}` });

    await userEvent.click(outfit);
    // The overlay's code is downloaded on this first click: on a busy machine that takes longer
    // than findByRole's default second.
    let dialog = await body.findByRole('dialog', { name });
    const close = within(dialog).getByRole('button', { name: 'Close' });
    await takesPointer(close);
    await userEvent.click(close);
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
    await expect(outfit).toHaveFocus();

    await userEvent.click(outfit);
    dialog = await body.findByRole('dialog', { name });
    await userEvent.click(canvasElement.ownerDocument.querySelector('[data-slot="modal-overlay"]')!);
    await waitFor(() => expect(dialog).not.toBeInTheDocument());

    await userEvent.click(outfit);
    dialog = await body.findByRole('dialog', { name });
    const full = within(dialog).getByRole<HTMLImageElement>('img', { name });
    // The original file, not a resized copy.
    await expect(full.getAttribute('src')).toBe(`/${annualSummit.OutfitImage}`);
    await waitFor(() => expect(full.complete && full.naturalWidth > 0).toBe(true));
    await waitFor(() => expect(full.getBoundingClientRect().height).toBeGreaterThan(300));
  },
};

export const Loading: Story = {
  parameters: { msw: [summitsHandlers.pending(requests)] },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('status')).toHaveTextContent('Loading...');
    await expect(canvas.getByRole('heading', { level: 1, name: 'Summit' })).toBeInTheDocument();
  },
};

export const Empty: Story = {
  parameters: { msw: [summitsHandlers.empty(requests)] },
  play: async ({ canvas }) => {
    // The green message says so too, then goes.
    const banner = await successMessage(canvas, 'No summit details available at the moment.');
    await expect(canvas.getByText('No summit details available at the moment. Check back later for updates!')).toBeVisible();
    await dismiss(banner);
  },
};

/** The first attempt failed: its message shows, and the retry 2 s later is under way. */
export const Retrying: Story = {
  parameters: { msw: [summitsHandlers.sequence([{ status: 500, body: SUMMIT_ERROR }, 'hang'], requests)] },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert')).toHaveTextContent(SUMMIT_ERROR.message);
    await expect(await canvas.findByText('Retrying summit operation (Attempt 2/3)...')).toBeVisible();
    await expect(requests.count).toBe(1);
    // Then again (after 2 s exactly: tests/ui/SummitPage.test.tsx, with fake timers).
    await waitFor(() => expect(requests.count).toBe(2));
    await expect(canvas.getByText('Retrying summit operation (Attempt 2/3)...')).toBeVisible();
  },
};

/** A retry that succeeds replaces the error with the summits and the green message. */
export const RecoversOnRetry: Story = {
  parameters: { msw: [summitsHandlers.sequence([{ status: 503 }, 'ok'], requests), uploadsHandler], screenshot: false },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'Failed to load summit details. Please check your network or contact support.',
    );
    // The retry comes 2 s after the failure.
    await successMessage(canvas, 'Summit details loaded successfully!');
    await expect(canvas.queryByRole('alert')).not.toBeInTheDocument();
    await expect(canvas.getByRole('heading', { level: 2, name: annualSummit.Title })).toBeVisible();
    await expect(requests.count).toBe(2);
  },
};

/** Three attempts in all (the first and 2 retries, 2 s apart), then the error stays. */
export const GivesUpAfterThreeAttempts: Story = {
  parameters: { msw: [summitsHandlers.sequence([{ status: 503 }, { status: 503 }, { status: 503 }, 'ok'], requests)] },
  play: async ({ canvas }) => {
    await waitFor(() => expect(requests.count).toBe(3));
    await waitFor(() => expect(canvas.queryByText(/Retrying summit operation/)).not.toBeInTheDocument());
    await expect(canvas.getByRole('alert')).toHaveTextContent('Failed to load summit details. Please check your network or contact support.');
    // No fourth attempt.
    await sleep(2500);
    await expect(requests.count).toBe(3);
    await expect(canvas.queryByRole('list', { name: 'Summits' })).not.toBeInTheDocument();
  },
};

/** The window regaining focus loads the summits again, with a new green message. */
export const ReloadsOnFocus: Story = {
  parameters: { screenshot: false },
  play: async ({ canvas }) => {
    await dismiss(await successMessage(canvas, 'Summit details loaded successfully!'));
    const before = requests.count;
    window.dispatchEvent(new Event('focus'));
    await waitFor(() => expect(requests.count).toBe(before + 1));
    await successMessage(canvas, 'Summit details loaded successfully!');
    await expect(canvas.getByRole('heading', { level: 2, name: annualSummit.Title })).toBeVisible();
  },
};

/** Stacked on a phone, nothing wider than the screen (same picture as Loaded at 375 px). */
export const Phone: Story = {
  globals: { viewport: { value: 'phone' } },
  parameters: { screenshot: false },
  play: async ({ canvas }) => {
    await successMessage(canvas, 'Summit details loaded successfully!');
    const annual = card(canvas, annualSummit.Title);
    const outfit = annual.getByRole('button', { name: `View full size: ${annualSummit.Title} outfit` });
    const timetable = annual.getByRole('link', { name: 'View Timetable' });
    await expect(timetable.getBoundingClientRect().top).toBeGreaterThan(outfit.getBoundingClientRect().bottom - 1);
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(375);
  },
};

/** In Swahili on a phone (issue 31). */
export const SwahiliPhone: Story = swahiliPhoneStory(SWAHILI_PAGES.pages.summit.heading);
