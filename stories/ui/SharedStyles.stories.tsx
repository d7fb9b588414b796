import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import controls from '../../src/ui/shared/controls.module.css';
import lists from '../../src/ui/shared/lists.module.css';
import skip from '../../src/ui/shared/skipLink.module.css';
import topBar from '../../src/ui/shared/topBar.module.css';
import { docsPage } from '../support/docs';
import { tabTo } from '../support/focus';

/**
 * The stylesheets of src/ui/shared: no component of their own, but looks that several components
 * and layouts take with `composes:` (the carousel's and viewer's round buttons, the layouts' skip
 * link and top bar, the public lists, the reading plan's and timetable's link). Shown here once,
 * so a change to one of them is seen in one place before it shows up in every user.
 */
function SharedStyles() {
  return (
    <div style={{ position: 'relative', overflow: 'hidden', display: 'grid', gap: 'var(--space-6)', paddingTop: 'var(--space-12)' }}>
      <a className={skip.skipLink} href="#shared-main">
        Skip to main content
      </a>
      <section aria-label="Top bar" style={{ display: 'flex', justifyContent: 'space-between' }}>
        <span className={topBar.brand} style={{ display: 'flex' }}>
          <span className={topBar.name}>TUCASA</span>
        </span>
        <button type="button" className={topBar.toggle} style={{ display: 'inline-flex' }}>
          Menu
        </button>
      </section>
      <section id="shared-main" aria-label="Controls" style={{ position: 'relative', height: '6rem', background: 'var(--color-surface-raised)' }}>
        <button type="button" aria-label="Previous" className={`${controls.roundButton} ${controls.previousArrow}`} style={{ width: '2.5rem', height: '2.5rem' }}>
          ‹
        </button>
        <button type="button" aria-label="Next" className={`${controls.roundButton} ${controls.nextArrow}`} style={{ width: '2.5rem', height: '2.5rem' }}>
          ›
        </button>
        <span role="status" aria-label="Loading" className={controls.spinner} style={{ position: 'absolute', top: '2rem', left: 'calc(50% - 1rem)', width: '2rem', height: '2rem', borderWidth: 3 }} />
      </section>
      <a className={controls.primaryLink} href="#reading-plan" style={{ justifySelf: 'start' }}>
        View Reading Plan
      </a>
      <ul aria-label="Plain list" className={lists.plainList}>
        <li>Union</li>
        <li>Conference</li>
        <li>Zone</li>
      </ul>
    </div>
  );
}

const meta = {
  title: 'UI/Shared styles',
  component: SharedStyles,
  tags: ['autodocs'],
  parameters: docsPage(
    'The looks of src/ui/shared, taken by several components and layouts with `composes:` in their stylesheets. Not a component: compose the class (`composes: roundButton from …`) instead of copying its rules.',
  ),
} satisfies Meta<typeof SharedStyles>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Each shared look as its users show it: the skip link hidden until focused, round arrows on an edge, a spinner, a link that looks like a button, a list without bullets. */
export const Default: Story = {
  play: async ({ canvas }) => {
    const skipLink = canvas.getByRole('link', { name: 'Skip to main content' });
    await expect(skipLink.getBoundingClientRect().bottom).toBeLessThanOrEqual(skipLink.parentElement!.getBoundingClientRect().top);
    await expect(getComputedStyle(canvas.getByRole('list', { name: 'Plain list' })).listStyleType).toBe('none');
    await expect(getComputedStyle(canvas.getByRole('status', { name: 'Loading' })).animationName).not.toBe('none');
    const previous = canvas.getByRole('button', { name: 'Previous' });
    const next = canvas.getByRole('button', { name: 'Next' });
    await expect(previous.getBoundingClientRect().left).toBeLessThan(next.getBoundingClientRect().left);
    await expect(getComputedStyle(previous).borderRadius).not.toBe('0px');
  },
};

/** The first Tab stop is the skip link, which comes into view; the arrows show a focus ring. */
export const KeyboardFocus: Story = {
  parameters: { screenshot: false },
  play: async ({ canvas }) => {
    const skipLink = canvas.getByRole('link', { name: 'Skip to main content' });
    await userEvent.tab();
    await expect(skipLink).toHaveFocus();
    await expect(skipLink.getBoundingClientRect().top).toBeGreaterThanOrEqual(skipLink.parentElement!.getBoundingClientRect().top);
    await userEvent.tab();
    await tabTo(userEvent, canvas.getByRole('button', { name: 'Previous' }));
  },
};
