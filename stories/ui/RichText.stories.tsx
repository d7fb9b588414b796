import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { parseRichText } from '../../src/domain/richText';
import { RichText } from '../../src/ui/RichText';
import { richTextPreview } from '../../src/ui/RichText/preview';
import { docsPage } from '../support/docs';

// The documents are the app's parser's (src/domain/richText.ts) of what an admin would paste.
const ANNOUNCEMENT =
  'Register at https://forms.gle/abc123 before 20 December. Questions: call +255 712 345 678 or write to info@tucasa.or.tz. Details on www.tucasa.or.tz/summit.';

const WHATSAPP = [
  '*Annual Summit 2025* _Dodoma_',
  'Registration ~closes~ is open until Friday.',
  '',
  'Bring:',
  '- your Bible',
  '- a notebook and *two* pens',
  '',
  '1. Arrive by 14:00',
  '2. Register at the gate',
].join('\n');

const HOSTILE = [
  'javascript:alert(1) and data:text/html,<script>alert(1)</script>',
  '<img src=x onerror=alert(1)> <a href="https://evil.example">click</a>',
  'https://a.example/"onmouseover="alert(1)" and \'quoted\' & more',
  `${'*'.repeat(600)}`,
  '*bold _nested ~deep~ still_ end* *unclosed _half ~open',
].join('\n');

const meta = {
  title: 'UI/RichText',
  component: RichText,
  tags: ['autodocs'],
  args: { document: parseRichText(ANNOUNCEMENT) },
  argTypes: { document: { control: false } },
  parameters: docsPage(
    "What an admin wrote, as they meant it: web and e-mail addresses and phone numbers as links, WhatsApp's *bold*, _italic_, ~strike~, `- ` and `1.` lists and line breaks. It renders a document (the app parses the text: src/domain/richText.ts); nothing in it is ever markup. Use it wherever a text from the back-office is shown.",
    { layout: 'padded' },
  ),
  decorators: [
    (Story) => (
      <div style={{ maxWidth: '32rem' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof RichText>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A plain text is one paragraph, as before: nothing to link, nothing formatted. */
export const Plain: Story = {
  args: { document: parseRichText('Join students from every campus for four days of worship and mission training.') },
  play: async ({ canvas }) => {
    const text = canvas.getByText(/^Join students/);
    await expect(text.tagName).toBe('P');
    await expect(canvas.queryByRole('link')).not.toBeInTheDocument();
  },
};

/** Web addresses (with or without https://) open in a new tab; e-mails write, phone numbers call. */
export const Links: Story = {
  play: async ({ canvas }) => {
    const links = canvas.getAllByRole('link');
    await expect(links.map((link) => link.getAttribute('href'))).toEqual([
      'https://forms.gle/abc123',
      'tel:+255712345678',
      'mailto:info@tucasa.or.tz',
      'https://www.tucasa.or.tz/summit',
    ]);
    const web = canvas.getByRole('link', { name: 'www.tucasa.or.tz/summit (opens in a new tab)' });
    await expect(web).toHaveAttribute('target', '_blank');
    await expect(web).toHaveAttribute('rel', 'noopener noreferrer');
    const phone = canvas.getByRole('link', { name: '+255 712 345 678' });
    await expect(phone).not.toHaveAttribute('target');
    // The full stop after the address is the sentence's.
    await expect(canvas.getByText(/Details on/).textContent).toMatch(/www\.tucasa\.or\.tz\/summit \(opens in a new tab\)\.$/);
  },
};

/** WhatsApp's formatting: bold, italic, struck out, bulleted and numbered lists, line breaks. */
export const Formatting: Story = {
  parameters: { screenshot: 'one-width' },
  args: { document: parseRichText(WHATSAPP) },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Annual Summit 2025').tagName).toBe('STRONG');
    await expect(canvas.getByText('Dodoma').tagName).toBe('EM');
    await expect(canvas.getByText('closes').tagName).toBe('S');
    const [bullets, steps] = canvas.getAllByRole('list');
    await expect(bullets!.tagName).toBe('UL');
    await expect(steps!.tagName).toBe('OL');
    await expect(canvas.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'your Bible',
      'a notebook and two pens',
      'Arrive by 14:00',
      'Register at the gate',
    ]);
    await expect(canvas.getByText('two').tagName).toBe('STRONG');
    // The first paragraph's two lines stay two lines.
    await expect(canvas.getByText('Annual Summit 2025').closest('p')!.querySelectorAll('br')).toHaveLength(1);
    await expect(canvas.queryByText(/\*|~/)).not.toBeInTheDocument();
  },
};

/**
 * Whatever is written stays text: no script, no tag, no attribute of its own, no javascript: or
 * data: link; unclosed markers show as written, a row of asterisks wraps.
 */
export const HostileInput: Story = {
  args: { document: parseRichText(HOSTILE) },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvasElement.querySelector('script, img, [onerror], [onmouseover]')).toBeNull();
    const text = canvasElement.querySelector('p')!;
    for (const written of ['javascript:alert(1) and data:text/html,<script>alert(1)</script>', '<img src=x onerror=alert(1)> <a href="', '">click</a>', '" and \'quoted\' & more']) {
      await expect(text.textContent).toContain(written);
    }
    // Addresses inside the markup are links as any others; the quotes stay inside them.
    const links = canvas.getAllByRole('link');
    await expect(links.map((link) => link.getAttribute('href'))).toEqual(['https://evil.example', 'https://a.example/"onmouseover="alert(1)']);
    for (const link of links) await expect([...link.attributes].map((a) => a.name).sort()).toEqual(['href', 'rel', 'target']);
    await expect(text.textContent).toContain(`\n${'*'.repeat(600)}\n`.trim());
    await expect(canvas.getByText(/^bold/).tagName).toBe('STRONG');
    await expect(canvas.getByText('deep').tagName).toBe('S');
    await expect(text.textContent).toMatch(/\*unclosed _half ~open$/);
  },
};

/** On a phone a long address and a row of asterisks wrap inside the screen. */
export const Phone: Story = {
  args: {
    document: parseRichText(`Forms: https://docs.google.com/forms/d/e/1FAIpQLSdTucasaSummitRegistration2025Dodoma/viewform?usp=sf_link\n${'*'.repeat(120)}`),
  },
  globals: { viewport: { value: 'phone' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link')).toBeVisible();
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(375);
  },
};

/**
 * The first 100 characters on one line (a carousel's slide): formatting kept, list items run on, and
 * a link that would not fit whole left out, never cut.
 */
export const Preview: Story = {
  args: {
    document: richTextPreview(
      parseRichText('*Summit 2025* in _Dodoma_:\n- worship\n- mission training\nRegister now, the timetable is on https://www.tucasa.or.tz/summit/2025/timetable'),
      100,
    ),
  },
  play: async ({ canvas }) => {
    const text = canvas.getByText('Summit 2025').closest('p')!;
    await expect(text.querySelector('br')).toBeNull();
    await expect(canvas.getByText('Dodoma').tagName).toBe('EM');
    await expect(text).toHaveTextContent('Summit 2025 in Dodoma: - worship - mission training Register now, the timetable is on…', { normalizeWhitespace: false });
    await expect(canvas.queryByRole('link')).not.toBeInTheDocument();
  },
};
