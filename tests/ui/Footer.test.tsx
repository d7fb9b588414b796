// The footer must not make visitors download the contact modal, or any e-mail client, before they
// ask for it: watched here through the browser's own record of the requests.
import { MemoryRouter } from 'react-router-dom';
import { beforeEach, describe, expect, test, vi } from 'vitest';
import { rootPerTest } from './mount';
import { page, userEvent } from 'vitest/browser';
import { Footer } from '../../src/public/layout/Footer';

beforeEach(() => {
  performance.setResourceTimingBufferSize(100_000);
});
const dom = rootPerTest();

const sendMessage = vi.fn(() => Promise.resolve('OK'));
const renderFooter = (year?: number) =>
  dom.root.render(
    <MemoryRouter>
      <Footer sendMessage={sendMessage} year={year} />
    </MemoryRouter>,
  );

const requested = (part: string) =>
  performance.getEntriesByType('resource').some((entry) => decodeURIComponent(entry.name).includes(part));

describe('Footer', () => {
  test('loads the contact modal only on the first press of Email Us, and never an e-mail client itself', async () => {
    renderFooter();
    await expect.element(page.getByRole('button', { name: 'Email Us' })).toBeVisible();
    expect(requested('src/features/messages/public/ContactModal')).toBe(false);
    expect(requested('src/ui/Modal')).toBe(false);

    await userEvent.click(page.getByRole('button', { name: 'Email Us' }));
    await expect.element(page.getByRole('dialog', { name: 'Contact Us' })).toBeVisible();
    expect(requested('src/features/messages/public/ContactModal')).toBe(true);
    // The send function is the caller's: the footer and the modal bring no e-mail library.
    expect(requested('@emailjs')).toBe(false);
  });

  test('the copyright line shows the current year unless one is given', async () => {
    renderFooter();
    await expect.element(page.getByText(new RegExp(`^© ${new Date().getFullYear()} `))).toBeVisible();

    renderFooter(2019);
    await expect.element(page.getByText(/^© 2019 /)).toBeVisible();
  });
});
