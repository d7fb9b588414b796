import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import { Header, PUBLIC_NAV_LINKS } from '../../src/public/layout/Header';
import { tabTo } from '../support/focus';
import { expectLocation, withLocationProbe } from './LocationProbe';
import { desktop, phone } from '../support/viewports';
import { openMenu } from '../support/menu';

const EXPECTED_LINKS = [
  ['HOME', '/'],
  ['GALLERY', '/gallery'],
  ['CALENDAR', '/calendar'],
  ['BOOKS', '/book'],
  ['CHAPLENCY', '/chaplency'],
  ['SUMMIT', '/summit'],
  ['SEARCH', '/search'],
] as const;

const meta = {
  title: 'Public/Header',
  component: Header,
  // Site chrome: edge to edge, as on the page.
  parameters: { pad: false, theme: 'dark' },
  decorators: [withLocationProbe()],
} satisfies Meta<typeof Header>;

export default meta;
type Story = StoryObj<typeof meta>;

// The full link row shows from 1024 px; the phone stories cover the folded menu.
export const Default: Story = {
  globals: desktop,
  play: async ({ canvas, userEvent }) => {
    const nav = canvas.getByRole('navigation', { name: 'Main' });
    const links = Array.from(nav.querySelectorAll('a'));
    await expect(links.map((a) => [a.textContent, a.getAttribute('href')])).toEqual(EXPECTED_LINKS.map((l) => [...l]));
    // The specification's six, then search (issue 48).
    await expect(PUBLIC_NAV_LINKS).toHaveLength(7);
    await expect(canvas.getByRole('link', { name: 'HOME' })).toHaveAttribute('aria-current', 'page');
    await expect(canvas.getByRole('link', { name: 'GALLERY' })).not.toHaveAttribute('aria-current');
    await expect(canvas.getByRole('link', { name: 'TUCASA' })).toHaveAttribute('href', '/admin-login');
    // Wide screens show every link and no toggle.
    await expect(canvas.queryByRole('button', { name: 'Menu' })).not.toBeInTheDocument();
    for (const [name] of EXPECTED_LINKS) await expect(canvas.getByRole('link', { name })).toBeVisible();

    // Keyboard: the logo first, the language switch, then the links in order, each with a visible focus ring.
    await tabTo(userEvent, canvas.getByRole('link', { name: 'TUCASA' }));
    await tabTo(userEvent, canvas.getByRole('link', { name: 'Kiswahili' }));
    for (const [name] of EXPECTED_LINKS) {
      await tabTo(userEvent, canvas.getByRole('link', { name }));
    }
  },
};

export const ActivePage: Story = {
  globals: desktop,
  parameters: { router: { initialEntries: ['/chaplency'] } },
  play: async ({ canvas, userEvent }) => {
    await expect(canvas.getByRole('link', { name: 'CHAPLENCY' })).toHaveAttribute('aria-current', 'page');
    // HOME ('/') must not match every page.
    await expect(canvas.getByRole('link', { name: 'HOME' })).not.toHaveAttribute('aria-current');

    await userEvent.click(canvas.getByRole('link', { name: 'CALENDAR' }));
    await expectLocation(canvas, '/calendar');
    await expect(canvas.getByRole('link', { name: 'CALENDAR' })).toHaveAttribute('aria-current', 'page');
    await expect(canvas.getByRole('link', { name: 'CHAPLENCY' })).not.toHaveAttribute('aria-current');
  },
};

export const LogoGoesToAdminLogin: Story = {
  globals: desktop,
  parameters: { screenshot: false },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('link', { name: 'TUCASA' }));
    await expectLocation(canvas, '/admin-login');
    await expect(canvas.queryByRole('link', { current: 'page' })).not.toBeInTheDocument();
  },
};

export const Phone: Story = {
  globals: phone,
  play: async ({ canvas, userEvent }) => {
    const toggle = canvas.getByRole('button', { name: 'Menu' });
    const list = canvas.getByRole('list', { hidden: true });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(toggle).toHaveAttribute('aria-controls', list.id);
    await expect(canvas.queryByRole('link', { name: 'GALLERY' })).not.toBeInTheDocument();
    await expect(canvas.getByRole('link', { name: 'TUCASA' })).toBeVisible();

    await userEvent.click(toggle);
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(canvas.getByRole('link', { name: 'GALLERY' })).toBeVisible();

    await userEvent.click(toggle);
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(canvas.queryByRole('link', { name: 'GALLERY' })).not.toBeInTheDocument();
  },
};

export const PhoneMenuOpen: Story = {
  globals: phone,
  parameters: { router: { initialEntries: ['/gallery'] } },
  play: async ({ canvas, userEvent }) => {
    await tabTo(userEvent, canvas.getByRole('link', { name: 'TUCASA' }));
    await tabTo(userEvent, canvas.getByRole('link', { name: 'Kiswahili' }));
    const toggle = canvas.getByRole('button', { name: 'Menu' });
    await tabTo(userEvent, toggle);
    await userEvent.keyboard('{Enter}');
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const nav = canvas.getByRole('navigation', { name: 'Main' });
    const links = Array.from(nav.querySelectorAll('a'));
    await expect(links.map((a) => [a.textContent, a.getAttribute('href')])).toEqual(EXPECTED_LINKS.map((l) => [...l]));
    for (const link of links) await expect(link).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'GALLERY' })).toHaveAttribute('aria-current', 'page');
    // The open list is the next thing in the tab order.
    await tabTo(userEvent, canvas.getByRole('link', { name: 'HOME' }));
  },
};

export const PhoneClosesAfterChoosingALink: Story = {
  globals: phone,
  play: async ({ canvas, userEvent }) => {
    const toggle = await openMenu(canvas, userEvent);
    await userEvent.click(canvas.getByRole('link', { name: 'BOOKS' }));
    await expectLocation(canvas, '/book');
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(canvas.queryByRole('link', { name: 'BOOKS' })).not.toBeInTheDocument();

    // Reopened, the chosen page is marked.
    await userEvent.click(toggle);
    await expect(canvas.getByRole('link', { name: 'BOOKS' })).toHaveAttribute('aria-current', 'page');
  },
};

export const PhoneEscapeCloses: Story = {
  globals: phone,
  parameters: { screenshot: false },
  play: async ({ canvas, userEvent }) => {
    const toggle = await openMenu(canvas, userEvent);
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'HOME' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await waitFor(() => expect(toggle).toHaveFocus());
  },
};

/** Issue 31: the switch leads to the same page in the other language, and back. */
export const SwitchesLanguage: Story = {
  globals: desktop,
  parameters: { screenshot: false, router: { initialEntries: ['/calendar?x=1'] } },
  play: async ({ canvas, userEvent }) => {
    const toSwahili = canvas.getByRole('link', { name: 'Kiswahili' });
    await expect(toSwahili).toHaveAttribute('href', '/sw/calendar?x=1');
    await expect(toSwahili).toHaveAttribute('lang', 'sw');
    await userEvent.click(toSwahili);
    await expectLocation(canvas, '/sw/calendar');
  },
};

/** The header of a Swahili page: its words, its links under /sw/, the switch to English. */
export const Swahili: Story = {
  globals: { ...desktop, locale: 'sw' },
  parameters: { router: { initialEntries: ['/sw/gallery'] } },
  play: async ({ canvas }) => {
    const nav = canvas.getByRole('navigation', { name: 'Urambazaji mkuu' });
    const links = Array.from(nav.querySelectorAll('a'));
    await expect(links.map((a) => [a.textContent, a.getAttribute('href')])).toEqual([
      ['MWANZO', '/sw/'],
      ['PICHA', '/sw/gallery'],
      ['KALENDA', '/sw/calendar'],
      ['VITABU', '/sw/book'],
      ['UCHUNGAJI', '/sw/chaplency'],
      ['KONGAMANO', '/sw/summit'],
      ['TAFUTA', '/sw/search'],
    ]);
    await expect(canvas.getByRole('link', { name: 'PICHA' })).toHaveAttribute('aria-current', 'page');
    await expect(canvas.getByRole('link', { name: 'English' })).toHaveAttribute('href', '/gallery');
  },
};

/**
 * The narrowest screen with the links in a row, in Swahili, whose names are the longest: every link on
 * one line, nothing past the screen's edge (4 px past it before the links were narrowed there).
 */
export const SwahiliLaptop: Story = {
  globals: { viewport: { value: 'laptop' }, locale: 'sw' },
  parameters: { router: { initialEntries: ['/sw/'] } },
  play: async ({ canvas }) => {
    const items = Array.from(canvas.getByRole('navigation', { name: 'Urambazaji mkuu' }).querySelectorAll('li'));
    await expect(items).toHaveLength(7);
    await expect(new Set(items.map((item) => item.getBoundingClientRect().top)).size).toBe(1);
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(1024);
  },
};

export const SwahiliPhone: Story = {
  globals: { ...phone, locale: 'sw' },
  parameters: { router: { initialEntries: ['/sw/'] } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Menyu' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'English' })).toBeVisible();
  },
};
