import type { CSSProperties, ReactNode } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';

/** Text on background pairs: each swatch draws its own text, so axe checks the AA contrast of the pair. */
const PAIRS: Array<{ name: string; bg: string; fg: string }> = [
  { name: 'Page', bg: '--color-bg', fg: '--color-text' },
  { name: 'Page, muted text', bg: '--color-bg', fg: '--color-text-muted' },
  { name: 'Surface', bg: '--color-surface', fg: '--color-text' },
  { name: 'Surface, muted text', bg: '--color-surface', fg: '--color-text-muted' },
  { name: 'Raised surface', bg: '--color-surface-raised', fg: '--color-text' },
  { name: 'Raised, muted text', bg: '--color-surface-raised', fg: '--color-text-muted' },
  { name: 'Link', bg: '--color-surface', fg: '--color-link' },
  { name: 'Field error text', bg: '--color-surface', fg: '--color-error-text' },
  { name: 'Primary', bg: '--color-primary', fg: '--color-on-primary' },
  { name: 'Primary hover', bg: '--color-primary-hover', fg: '--color-on-primary' },
  { name: 'Secondary', bg: '--color-secondary', fg: '--color-on-secondary' },
  { name: 'Danger', bg: '--color-danger', fg: '--color-on-danger' },
  { name: 'Success', bg: '--color-success', fg: '--color-on-success' },
  { name: 'Error', bg: '--color-error', fg: '--color-on-error' },
  { name: 'Warning', bg: '--color-warning', fg: '--color-on-warning' },
];

/** Non-text colours: need 3:1 against the page (borders, focus ring). */
const SOLIDS = ['--color-border', '--color-border-subtle', '--color-focus-ring', '--color-skeleton', '--color-skeleton-highlight'];

const FONT_SIZES = ['xs', 'sm', 'md', 'lg', 'xl', '2xl', '3xl', '4xl', '5xl'].map((s) => `--font-size-${s}`);
const SPACES = ['1', '2', '3', '4', '5', '6', '8', '10', '12', '16'].map((s) => `--space-${s}`);
const RADII = ['sm', 'md', 'lg', 'xl', 'full'].map((s) => `--radius-${s}`);
const SHADOWS = ['sm', 'md', 'lg'].map((s) => `--shadow-${s}`);
const BREAKPOINTS = ['--breakpoint-md', '--breakpoint-lg'];

const v = (token: string) => `var(${token})`;

const grid: CSSProperties = {
  display: 'grid',
  gap: 'var(--space-3)',
  gridTemplateColumns: 'repeat(auto-fill, minmax(160px, 1fr))',
};

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={`tokens-${title}`} style={{ marginBottom: 'var(--space-8)' }}>
      <h2 id={`tokens-${title}`} style={{ fontSize: 'var(--font-size-xl)', marginBottom: 'var(--space-3)' }}>
        {title}
      </h2>
      {children}
    </section>
  );
}

function TokenName({ children }: { children: string }) {
  return <code style={{ fontFamily: 'var(--font-family-mono)', fontSize: 'var(--font-size-sm)' }}>{children}</code>;
}

/** A padded box drawn (by `style`) with the token, named in it. */
function TokenBox({ token, style }: { token: string; style: CSSProperties }) {
  return (
    <div style={{ ...style, padding: 'var(--space-4)' }}>
      <TokenName>{token}</TokenName>
    </div>
  );
}

function TokensPage() {
  return (
    <main style={{ padding: 'var(--space-6)', background: 'var(--color-bg)', color: 'var(--color-text)' }}>
      <h1 style={{ fontSize: 'var(--font-size-3xl)', marginBottom: 'var(--space-6)' }}>Design tokens</h1>
      <Section title="Colour pairs">
        <ul style={{ ...grid, listStyle: 'none', padding: 0, margin: 0 }}>
          {PAIRS.map(({ name, bg, fg }) => (
            <li
              key={name}
              data-token-pair={`${fg} on ${bg}`}
              style={{
                background: v(bg),
                color: v(fg),
                padding: 'var(--space-3)',
                borderRadius: 'var(--radius-md)',
                border: '1px solid var(--color-border-subtle)',
              }}
            >
              <strong>{name}</strong>
              <br />
              <TokenName>{fg}</TokenName>
              <br />
              <TokenName>{bg}</TokenName>
            </li>
          ))}
        </ul>
      </Section>
      <Section title="Other colours">
        <ul style={{ ...grid, listStyle: 'none', padding: 0, margin: 0 }}>
          {SOLIDS.map((token) => (
            <li key={token} style={{ display: 'flex', alignItems: 'center', gap: 'var(--space-2)' }}>
              <span
                aria-hidden="true"
                style={{ width: 32, height: 32, flex: 'none', borderRadius: 'var(--radius-sm)', background: v(token) }}
              />
              <TokenName>{token}</TokenName>
            </li>
          ))}
        </ul>
      </Section>
      <Section title="Type scale">
        {FONT_SIZES.map((token) => (
          <p key={token} style={{ fontSize: v(token), lineHeight: 'var(--line-height-tight)', margin: '0 0 var(--space-2)' }}>
            <TokenName>{token}</TokenName> TUCASA
          </p>
        ))}
      </Section>
      <Section title="Spacing">
        {SPACES.map((token) => (
          <div key={token} style={{ display: 'flex', alignItems: 'center', gap: 'var(--space-3)', marginBottom: 'var(--space-1)' }}>
            <span data-space={token} style={{ width: v(token), height: 12, background: 'var(--color-primary)' }} />
            <TokenName>{token}</TokenName>
          </div>
        ))}
      </Section>
      <Section title="Radii and shadows">
        <div style={grid}>
          {RADII.map((token) => (
            <TokenBox key={token} token={token} style={{ borderRadius: v(token), background: 'var(--color-surface-raised)', textAlign: 'center' }} />
          ))}
          {SHADOWS.map((token) => (
            <TokenBox key={token} token={token} style={{ boxShadow: v(token), background: 'var(--color-surface)', borderRadius: 'var(--radius-md)' }} />
          ))}
        </div>
      </Section>
      <Section title="Breakpoints">
        <p style={{ marginBottom: 'var(--space-2)' }}>
          Mobile first. Media queries repeat the literal values: <TokenName>@media (min-width: 640px)</TokenName> and{' '}
          <TokenName>@media (min-width: 1024px)</TokenName>.
        </p>
        <ul>
          {BREAKPOINTS.map((token) => (
            <li key={token}>
              <TokenName>{token}</TokenName>
            </li>
          ))}
        </ul>
      </Section>
    </main>
  );
}

const meta = {
  title: 'UI/Tokens',
  component: TokensPage,
  parameters: { pad: false },
} satisfies Meta<typeof TokensPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const cssVar = (name: string) => getComputedStyle(document.documentElement).getPropertyValue(name).trim();

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Design tokens' })).toBeVisible();
    // Breakpoints are documented as custom properties with the literal values used by @media.
    await expect(cssVar('--breakpoint-md')).toBe('640px');
    await expect(cssVar('--breakpoint-lg')).toBe('1024px');
    // The public palette is dark: the page background is darker than its text.
    await expect(document.documentElement).toHaveAttribute('data-theme', 'dark');
    await expect(getComputedStyle(document.body).backgroundColor).toBe('rgb(11, 17, 32)');
    // Every pair renders its text (axe then checks each pair's AA contrast).
    for (const { name } of PAIRS) await expect(canvas.getByText(name, { selector: 'strong' })).toBeVisible();
    // Spacing is a 4 px grid.
    const space4 = canvas.getByText('--space-4').previousElementSibling;
    await expect(space4?.getBoundingClientRect().width).toBe(16);
  },
};

export const LightPalette: Story = {
  parameters: { theme: 'light' },
  play: async ({ canvas }) => {
    await expect(document.documentElement).toHaveAttribute('data-theme', 'light');
    await expect(getComputedStyle(document.body).backgroundColor).toBe('rgb(248, 250, 252)');
    await expect(canvas.getByText('Warning', { selector: 'strong' })).toBeVisible();
  },
};
