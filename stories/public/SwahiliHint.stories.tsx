import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { SWAHILI_HINT_DISMISSED_KEY, SwahiliHint } from '../../src/public/layout/SwahiliHint';
import { expectLocation, withLocationProbe } from './LocationProbe';
import { desktop, phone } from '../support/viewports';

/** The browser's languages for the story, put back after it. */
function browserLanguages(languages: readonly string[]) {
  return () => {
    const own = Object.getOwnPropertyDescriptor(navigator, 'languages');
    Object.defineProperty(navigator, 'languages', { configurable: true, get: () => languages });
    localStorage.removeItem(SWAHILI_HINT_DISMISSED_KEY);
    return () => {
      if (own) Object.defineProperty(navigator, 'languages', own);
      else delete (navigator as { languages?: unknown }).languages;
      localStorage.removeItem(SWAHILI_HINT_DISMISSED_KEY);
    };
  };
}

const meta = {
  title: 'Public/SwahiliHint',
  component: SwahiliHint,
  parameters: { pad: false, theme: 'dark', router: { initialEntries: ['/gallery?x=1'] } },
  beforeEach: browserLanguages(['sw-TZ', 'en']),
  decorators: [withLocationProbe({ minHeight: '12rem' })],
} satisfies Meta<typeof SwahiliHint>;

export default meta;
type Story = StoryObj<typeof meta>;

/** An English page, a browser that prefers Swahili: the offer, in Swahili, at the window's foot. */
export const Offered: Story = {
  globals: desktop,
  play: async ({ canvas, userEvent }) => {
    const hint = canvas.getByRole('complementary', { name: 'Lugha ya ukurasa' });
    await expect(hint).toHaveAttribute('lang', 'sw');
    const link = canvas.getByRole('link', { name: 'Soma kwa Kiswahili' });
    await expect(link).toHaveAttribute('href', '/sw/gallery?x=1');
    await userEvent.click(link);
    await expectLocation(canvas, '/sw/gallery');
  },
};

export const OfferedPhone: Story = {
  globals: phone,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Funga' })).toBeVisible();
  },
};

/** Dismissed, it goes, and stays away (the browser keeps the choice). */
export const Dismissed: Story = {
  globals: desktop,
  parameters: { screenshot: false },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Funga' }));
    await expect(canvas.queryByRole('complementary')).not.toBeInTheDocument();
    await expect(localStorage.getItem(SWAHILI_HINT_DISMISSED_KEY)).toBe('1');
  },
};

/** A browser that prefers English (or nothing the site has): no offer. */
export const NotOffered: Story = {
  globals: desktop,
  parameters: { screenshot: false },
  beforeEach: browserLanguages(['en-GB', 'sw']),
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('complementary')).not.toBeInTheDocument();
  },
};

/** On a Swahili page there is nothing to offer. */
export const OnASwahiliPage: Story = {
  globals: { ...desktop, locale: 'sw' },
  parameters: { screenshot: false, router: { initialEntries: ['/sw/gallery'] } },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('complementary')).not.toBeInTheDocument();
  },
};
