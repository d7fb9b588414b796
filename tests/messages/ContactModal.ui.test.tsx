// What the stories cannot pin down: the exact template parameters under a fixed clock, and a send
// that settles after the visitor closed the modal.
import { useState } from 'react';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { rootPerTest } from '../ui/mount';
import { page, userEvent } from 'vitest/browser';
import { ContactModal, type SendContactMessage } from '../../src/features/messages/public/ContactModal';

// Some tests fake the clock themselves.
afterEach(() => {
  vi.useRealTimers();
});
const dom = rootPerTest();

function Harness({ send }: { send: SendContactMessage }) {
  const [open, setOpen] = useState(true);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Email Us
      </button>
      <ContactModal open={open} onOpenChange={setOpen} send={send} />
    </>
  );
}

async function fillAndSend(email: string, message: string) {
  await userEvent.fill(page.getByLabelText('Email'), email);
  await userEvent.fill(page.getByLabelText('Message'), message);
  await userEvent.click(page.getByRole('button', { name: 'Send Message' }));
}

describe('ContactModal', () => {
  test('sends the template parameters: trimmed address and message, local date, year as text', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(2031, 0, 2, 10, 30));
    const send = vi.fn<SendContactMessage>(() => Promise.resolve('OK'));
    dom.root.render(<Harness send={send} />);

    await fillAndSend('  visitor@example.com ', '  Hello TUCASA\nSee you at the summit.  ');

    await expect.element(page.getByRole('status')).toHaveTextContent('Your message has been sent successfully!');
    expect(send).toHaveBeenCalledExactlyOnceWith({
      from_email: 'visitor@example.com',
      message: 'Hello TUCASA\nSee you at the summit.',
      date: new Date(2031, 0, 2).toLocaleDateString(),
      year: '2031',
    });
  });

  test('a robot that fills the hidden field is told "sent", and nothing is sent', async () => {
    const send = vi.fn<SendContactMessage>(() => Promise.resolve('OK'));
    dom.root.render(<Harness send={send} />);
    await expect.element(page.getByLabelText('Email')).toBeVisible();
    const trap = document.querySelector<HTMLInputElement>('input[name="website"]')!;
    expect(trap.tabIndex).toBe(-1);
    expect(trap.closest('[aria-hidden="true"]')).not.toBeNull();
    await userEvent.fill(trap, 'http://spam.example');

    await fillAndSend('robot@example.com', 'Cheap watches');

    await expect.element(page.getByRole('status')).toHaveTextContent('Your message has been sent successfully!');
    expect(send).not.toHaveBeenCalled();
  });

  test('nothing is sent while a field is wrong', async () => {
    const send = vi.fn<SendContactMessage>(() => Promise.resolve('OK'));
    dom.root.render(<Harness send={send} />);

    await fillAndSend('visitor@example', 'Hello');
    await expect.element(page.getByText('Please enter a valid email address')).toBeVisible();
    await fillAndSend('visitor@example.com', ' \n\t ');
    await expect.element(page.getByText('Message is required')).toBeVisible();
    expect(send).not.toHaveBeenCalled();
  });

  test('a send that settles after closing changes nothing on reopening', async () => {
    let settle!: (value: string) => void;
    const send = vi.fn<SendContactMessage>(() => new Promise((resolve) => (settle = resolve)));
    dom.root.render(<Harness send={send} />);

    await fillAndSend('visitor@example.com', 'First message');
    await expect.element(page.getByRole('button', { name: 'Sending...' })).toBeDisabled();
    await userEvent.keyboard('{Escape}');
    await expect.element(page.getByRole('dialog')).not.toBeInTheDocument();

    await userEvent.click(page.getByRole('button', { name: 'Email Us' }));
    await userEvent.fill(page.getByLabelText('Message'), 'Second thoughts');
    settle('OK');
    // Proving that something does NOT happen: give the late promise and React's render time to land.
    await new Promise((resolve) => setTimeout(resolve, 200));

    // The late success neither shows nor wipes what is being typed now.
    await expect.element(page.getByRole('button', { name: 'Send Message' })).toBeEnabled();
    expect(page.getByRole('status').query()).toBeNull();
    await expect.element(page.getByLabelText('Message')).toHaveValue('Second thoughts');
  });

  test('a failed send can be retried and then succeeds', async () => {
    const send = vi
      .fn<SendContactMessage>()
      .mockRejectedValueOnce({ status: 0, text: 'Network Error' })
      .mockResolvedValueOnce('OK');
    dom.root.render(<Harness send={send} />);

    await fillAndSend('visitor@example.com', 'Hello');
    await expect.element(page.getByRole('alert')).toHaveTextContent('Failed to send email. Please try again later.');
    await userEvent.click(page.getByRole('button', { name: 'Send Message' }));
    await expect.element(page.getByRole('status')).toHaveTextContent('Your message has been sent successfully!');
    expect(page.getByRole('alert').query()).toBeNull();
    expect(send).toHaveBeenCalledTimes(2);
  });
});
