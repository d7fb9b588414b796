import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { ABOUT_US, BANNER_TEXT, OUR_BELIEFS, OUR_DOCTRINE } from '../../../src/brand';
import { INFO_LONG } from '../../../src/brandLong';
import HomePage from '../../../src/public/pages/HomePage';
import { STORY_NOW, uploadsHandler } from '../../mocks';
import { oldPosts, postsHandlers } from '../../announcements/mocks';
import { savedSettings, settingsHandlers } from '../../settings/mocks';
import { expectVisibleFocus } from '../../support/focus';
import { hasReducedMotionRule } from '../../support/motion';
import { backToTop, heroHeading, heroStory, scrollThrough, section, shownSlide } from './home';
import { PublicPageFrame } from './publicPage';
import { SWAHILI } from '../../../src/domain/texts/sw/index';

const meta = {
  title: 'Public/Pages/Home',
  component: HomePage,
  // A fixed 'now' for the 7-day window, and the timers held still for the screenshots.
  args: { now: STORY_NOW, frozen: true },
  parameters: {
    pad: false,
    theme: 'dark',
    msw: [settingsHandlers.defaults(), postsHandlers.loaded(), uploadsHandler],
  },
  render: (args) => (
    <PublicPageFrame>
      <HomePage {...args} />
    </PublicPageFrame>
  ),
} satisfies Meta<typeof HomePage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Everything loaded: defaults in the hero, three recent posts, five announcements. */
export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Living the Mission, Reaching the Nations' })).toBeVisible();
    await expect(canvas.getByText('TUCASA STU – The Adventist Mission to Campuses')).toBeVisible();
    // The bundled picture, in three widths, fetched first.
    const hero = canvas.getByRole('region', { name: 'Living the Mission, Reaching the Nations' }).querySelector('img')!;
    await expect(hero).toHaveAttribute('fetchpriority', 'high');
    await expect(hero.getAttribute('srcset')).toMatch(/480w, .+ 960w, .+ 1600w$/);
    await expect(hero).not.toHaveAttribute('loading', 'lazy');
    await expect(canvas.getAllByText(BANNER_TEXT)[0]).toBeInTheDocument();

    await scrollThrough(canvas);

    const affiliates = await within(section(canvas, 'Our Affiliates')).findAllByRole('link');
    await expect(affiliates).toHaveLength(6);
    await expect(affiliates[0]).toHaveAccessibleName('Seventh-day Adventist Church (opens in a new tab)');

    // Newest first: the first slide is the latest announcement; its long description is cut.
    const carousel = await canvas.findByRole('region', { name: 'Announcements' });
    await expect(within(carousel).getAllByRole('group')).toHaveLength(5);
    const first = shownSlide(canvas);
    await expect(within(first).getByRole('heading', { name: 'Registration for the Annual Summit is open' })).toBeVisible();
    await expect(within(first).getByRole('link', { name: 'View Attachment (opens in a new tab)' })).toHaveAttribute('target', '_blank');
    await expect(within(first).getByRole('button', { name: 'Read More' })).toBeVisible();

    // Recent Posts: the three of the last 7 days, newest first; the 8-day-old one is left out.
    const recent = within(section(canvas, 'Recent Posts'));
    const items = await recent.findAllByRole('listitem');
    await expect(items.map((item) => within(item).getByRole('heading').textContent)).toEqual([
      'Registration for the Annual Summit is open',
      'Week of Prayer starts on Sunday evening at every campus fellowship'.slice(0, 50).trimEnd() + '…',
      'Health Expo volunteers needed',
    ]);
    await expect(recent.queryByText('Campus ministry report published')).toBeNull();
    await expect(recent.getByText('June 14, 2025')).toBeVisible();

    await backToTop();
  },
};

/** Descriptions over 100 characters and titles over 50 get Read More / Read Less; shorter ones do not. */
export const ReadMoreToggles: Story = {
  play: async ({ canvas }) => {
    await scrollThrough(canvas);
    const carousel = await canvas.findByRole('region', { name: 'Announcements' });
    section(canvas, 'Announcements').scrollIntoView({ block: 'start' });

    const first = shownSlide(canvas);
    const description = within(first).getByText(/^Delegates from every campus/);
    await expect(description.textContent).toHaveLength(101);
    await expect(description.textContent?.endsWith('…')).toBe(true);
    await userEvent.click(within(first).getByRole('button', { name: 'Read More' }));
    await expect(description.textContent).toMatch(/mission fair\.$/);
    await userEvent.click(within(first).getByRole('button', { name: 'Read Less' }));
    await expect(description.textContent?.endsWith('…')).toBe(true);

    // A short description (29 characters): no toggle.
    await userEvent.click(within(carousel).getByRole('button', { name: 'Next slide' }));
    const second = shownSlide(canvas);
    await expect(within(second).getByText('Join us each evening at 7 pm.')).toBeVisible();
    await expect(within(second).queryByRole('button', { name: 'Read More' })).toBeNull();

    // Recent Posts: only the 66-character title has its toggle.
    const recent = within(section(canvas, 'Recent Posts'));
    await expect(recent.getAllByRole('button', { name: 'Read More' })).toHaveLength(1);
    await userEvent.click(recent.getByRole('button', { name: 'Read More' }));
    await expect(recent.getByRole('heading', { name: 'Week of Prayer starts on Sunday evening at every campus fellowship' })).toBeVisible();
    await expect(recent.getByRole('button', { name: 'Read Less' })).toBeVisible();
    await backToTop();
  },
};

/** Settings an admin saved: their texts and their uploaded picture with the server's resized copies. */
export const SavedSettings: Story = heroStory(
  settingsHandlers.saved(),
  { heading: savedSettings.missionText, subtitle: savedSettings.subtitleText },
  async (canvas) => {
    const hero = canvas.getByRole('region', { name: savedSettings.missionText }).querySelector('img')!;
    await expect(hero.getAttribute('src')).toBe(`/${savedSettings.heroBackgroundImage}`);
    await expect(hero.getAttribute('srcset')).toMatch(/-480w\.webp 480w, .+-960w\.webp 960w, .+-1600w\.webp 1600w, .+-1920x1080\.webp 1920w$/);
    await waitFor(() => expect(hero.complete && hero.naturalWidth > 0).toBe(true));
  },
);

/** The settings call fails: the defaults stay, and no error is shown (the console has it). */
export const SettingsFail: Story = heroStory(
  settingsHandlers.error(),
  { heading: 'Living the Mission, Reaching the Nations', subtitle: 'TUCASA STU – The Adventist Mission to Campuses' },
  (canvas) => expect(canvas.queryByRole('alert')).toBeNull(),
);

/** Before the settings answer, the hero keeps its size with nothing in it; before the posts, pulsing placeholders. */
export const Loading: Story = {
  parameters: { msw: [settingsHandlers.pending(), postsHandlers.pending(), uploadsHandler] },
  play: async ({ canvas }) => {
    const hero = heroHeading(canvas).closest('section')!;
    await expect(hero).toHaveAttribute('aria-busy', 'true');
    await expect(heroHeading(canvas)).not.toBeVisible();
    await expect(hero.querySelector('img')).toBeNull();
    await scrollThrough(canvas, { settle: false });
    // The affiliates need no data: they come as soon as their code is there.
    await within(section(canvas, 'Our Affiliates')).findAllByRole('link');
    // The posts were asked for, and have not answered: the placeholders say so.
    await expect(within(section(canvas, 'Announcements')).getByRole('status')).toHaveTextContent('Loading...');
    await expect(within(section(canvas, 'Recent Posts')).getByRole('status')).toHaveTextContent('Loading...');
    await backToTop();
  },
};

/** The lazy sections wait to be seen: nothing is asked for before, and pulsing placeholders stand in. */
export const BeforeScrolling: Story = {
  parameters: { msw: [settingsHandlers.defaults(), postsHandlers.loaded(), uploadsHandler], screenshot: false },
  play: async ({ canvas }) => {
    await canvas.findByRole('heading', { level: 1, name: 'Living the Mission, Reaching the Nations' });
    await expect(within(section(canvas, 'Recent Posts')).getByRole('status')).toHaveTextContent('Loading...');
    await expect(canvas.queryByRole('region', { name: 'Announcements', hidden: false })).toBeNull();
    section(canvas, 'Recent Posts').scrollIntoView({ block: 'center' });
    await expect(await within(section(canvas, 'Recent Posts')).findAllByRole('listitem')).toHaveLength(3);
  },
};

/** No announcements at all. */
export const Empty: Story = {
  parameters: { msw: [settingsHandlers.defaults(), postsHandlers.empty(), uploadsHandler] },
  play: async ({ canvas }) => {
    await scrollThrough(canvas);
    await expect(await within(section(canvas, 'Announcements')).findByText('No announcements available.')).toBeVisible();
    await expect(await within(section(canvas, 'Recent Posts')).findByText('No recent posts found.')).toBeVisible();
    await backToTop();
  },
};

/** Announcements older than 7 days: still in the carousel, not in Recent Posts. */
export const NoRecentPosts: Story = {
  parameters: { msw: [settingsHandlers.defaults(), postsHandlers.loaded(oldPosts), uploadsHandler] },
  play: async ({ canvas }) => {
    await scrollThrough(canvas);
    await expect(await within(section(canvas, 'Recent Posts')).findByText('No recent posts found.')).toBeVisible();
    await expect(within(shownSlide(canvas)).getByRole('heading', { name: 'Campus ministry report published' })).toBeVisible();
    await backToTop();
  },
};

/**
 * The posts fail to load: the toast comes 3 s after the error (not before: tests/e2e/public-home.spec.ts,
 * on the page's clock; here the failure's moment is unknown to the story, and a busy machine sees it late).
 */
export const LoadError: Story = {
  parameters: { msw: [settingsHandlers.defaults(), postsHandlers.error(), uploadsHandler] },
  play: async ({ canvas }) => {
    await scrollThrough(canvas, { settle: false });
    const toast = await canvas.findByRole('alert');
    await expect(toast).toHaveTextContent('Failed to load content. Please try again later.');
    // The placeholders stop pulsing when the notice comes.
    await expect(within(section(canvas, 'Recent Posts')).queryByRole('status')).toBeNull();
    await backToTop();
  },
};

/** Each info card opens its longer text in a modal, closed by its Close button; focus returns to Read More. */
export const InfoCardModals: Story = {
  // No screenshot: the screenshot run grows the viewport to the page's height, and a dialog
  // centred in it lands somewhere else each run. The Modal's own stories hold its picture.
  parameters: { screenshot: false },
  play: async ({ canvas, canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    for (const info of [ABOUT_US, OUR_BELIEFS, OUR_DOCTRINE]) {
      // Found, not got: the sections are a chunk of their own, loaded on the page's first render.
      const card = (await canvas.findByRole('heading', { level: 2, name: info.title })).closest('li')!;
      await expect(within(card).getByText(info.short)).toBeVisible();
      const readMore = within(card).getByRole('button', { name: `Read More: ${info.title}` });
      await userEvent.click(readMore);
      const dialog = await body.findByRole('dialog', { name: info.title });
      // The dialog fades in: wait for it to be shown fully.
      for (const paragraph of INFO_LONG[info.key]) await waitFor(() => expect(within(dialog).getByText(paragraph)).toBeVisible());
      await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
      await waitFor(() => expect(body.queryByRole('dialog')).toBeNull());
      await expect(readMore).toHaveFocus();
    }
    // The about text states the spec's facts.
    await userEvent.click(canvas.getByRole('button', { name: 'Read More: About Us' }));
    const about = await body.findByRole('dialog', { name: 'About Us' });
    for (const fact of ['2010', 'over 5,000 members', '20 universities']) await expect(about).toHaveTextContent(fact);
    await userEvent.keyboard('{Escape}');
  },
};

/** The highlighted affiliate moves to the next every 3 s and wraps around (real timers, so no screenshot). */
export const AffiliatesRotate: Story = {
  args: { frozen: false },
  parameters: { screenshot: false },
  play: async ({ canvas }) => {
    section(canvas, 'Our Affiliates').scrollIntoView({ block: 'center' });
    const links = await within(section(canvas, 'Our Affiliates')).findAllByRole('link');
    const highlighted = () => links.findIndex((link) => link.hasAttribute('data-highlighted'));
    await expect(highlighted()).toBe(0);
    // It moves on (every 3 s, exactly: tests/ui/Affiliates.test.tsx, with fake timers; a bound on real
    // time here failed on a busy machine).
    await waitFor(() => expect(highlighted()).toBe(1));
  },
};

/** The scrolling banner and the hero's drift stand still under prefers-reduced-motion. */
export const ReducedMotion: Story = {
  parameters: { screenshot: false },
  play: async ({ canvas }) => {
    const banner = canvas.getAllByText(BANNER_TEXT);
    // One copy for screen readers, two moving copies hidden from them.
    await expect(banner).toHaveLength(3);
    const track = banner[1]!.parentElement!;
    await expect(track).toHaveAttribute('aria-hidden', 'true');
    await expect(getComputedStyle(track).animationName).not.toBe('none');
    await expect(hasReducedMotionRule(track)).toBe(true);
  },
};

/** A phone: one column, nothing wider than the screen. */
export const Phone: Story = {
  globals: { viewport: { value: 'phone' } },
  play: async ({ canvas }) => {
    await canvas.findByRole('heading', { level: 1, name: 'Living the Mission, Reaching the Nations' });
    await scrollThrough(canvas);
    await within(section(canvas, 'Recent Posts')).findAllByRole('listitem');
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(375);
    await backToTop();
  },
};

/** In Swahili on a phone (issue 31): the hero's defaults, headings and cards in Swahili, nothing wider than the screen. */
export const SwahiliPhone: Story = {
  globals: { viewport: { value: 'phone' }, locale: 'sw' },
  play: async ({ canvas }) => {
    await canvas.findByRole('heading', { level: 1, name: SWAHILI.brand.mission });
    await scrollThrough(canvas, { home: SWAHILI.public.home });
    await within(section(canvas, SWAHILI.public.home.recentPosts)).findAllByRole('listitem');
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(375);
    await backToTop();
  },
};

/** A slide's and a recent post's title lead to the announcement's own page; each looks like its heading and shows the focus ring. */
export const TitleLinks: Story = {
  parameters: { screenshot: false },
  play: async ({ canvas }) => {
    await scrollThrough(canvas);
    const slideLink = within(shownSlide(canvas)).getByRole('link', { name: 'Registration for the Annual Summit is open' });
    await expect(slideLink).toHaveAttribute('href', '/announcements/5');
    const postLink = within(section(canvas, 'Recent Posts')).getByRole('link', { name: 'Health Expo volunteers needed' });
    await expect(postLink).toHaveAttribute('href', '/announcements/3');
    for (const link of [slideLink, postLink]) {
      await expect(getComputedStyle(link).color).toBe(getComputedStyle(link.closest('h3')!).color);
      link.focus();
      await expectVisibleFocus(link);
    }
    await backToTop();
  },
};
