import type { CSSProperties, ReactNode } from 'react';
import { parseTokens, type Token } from '../support/tokens';

/*
 * The tables of the "UI/Tokens" docs page (Tokens.mdx). Samples use the values read from
 * src/ui/tokens.css, not var(): the page shows both palettes side by side, whatever theme the
 * Storybook page itself is in.
 */

const swatch: CSSProperties = {
  display: 'inline-block',
  width: '2.5rem',
  height: '1.5rem',
  border: '1px solid #94a3b8',
  borderRadius: '4px',
  verticalAlign: 'middle',
};

function Sample({ name, value }: { name: string; value: string }): ReactNode {
  if (name.startsWith('--color-')) return <span style={{ ...swatch, background: value }} />;
  if (name.startsWith('--space-') || name.startsWith('--size-') || name.startsWith('--breakpoint-'))
    return <span style={{ display: 'inline-block', width: value, maxWidth: '20rem', height: '0.75rem', background: '#60a5fa' }} />;
  if (name.startsWith('--radius-'))
    return <span style={{ ...swatch, width: '3rem', height: '3rem', borderRadius: value, background: '#cbd5e1' }} />;
  if (name.startsWith('--shadow-'))
    return <span style={{ ...swatch, width: '3rem', height: '2rem', border: 0, boxShadow: value, background: '#fff' }} />;
  if (name.startsWith('--font-size-')) return <span style={{ fontSize: value, lineHeight: 1.2 }}>Aa</span>;
  if (name.startsWith('--font-weight-')) return <span style={{ fontWeight: value }}>TUCASA</span>;
  if (name.startsWith('--font-family-')) return <span style={{ fontFamily: value }}>TUCASA 2025</span>;
  if (name.startsWith('--duration-') || name.startsWith('--easing-')) return <Motion name={name} value={value} />;
  return null;
}

/** A dot that crosses its track on hover with this duration (or easing), to feel the motion. */
function Motion({ name, value }: { name: string; value: string }) {
  const timing = name.startsWith('--duration-') ? { transitionDuration: value } : { transitionDuration: '400ms', transitionTimingFunction: value };
  return (
    <span className="token-motion" style={{ display: 'inline-block', width: '6rem', height: '0.75rem', borderRadius: '9999px', background: '#e2e8f0' }}>
      <span style={{ display: 'block', width: '0.75rem', height: '0.75rem', borderRadius: '9999px', background: '#60a5fa', transitionProperty: 'transform', ...timing }} />
    </span>
  );
}

function Row({ token, withLight }: { token: Token; withLight: boolean }) {
  return (
    <tr>
      <td>
        <code>{token.name}</code>
      </td>
      <td>
        <code>{token.value}</code> {token.note && <small>({token.note})</small>}
      </td>
      <td>
        <Sample name={token.name} value={token.value} />
      </td>
      {withLight && (
        <td>
          {token.light ? (
            <>
              <code>{token.light}</code> <Sample name={token.name} value={token.light} />
            </>
          ) : (
            <small>same</small>
          )}
        </td>
      )}
    </tr>
  );
}

/** Every token of src/ui/tokens.css, in groups as the file has them, with a sample of each. */
export function TokenReference() {
  return (
    <>
      {/* Hovering a motion sample plays it. */}
      <style>{'.token-motion:hover > span { transform: translateX(5.25rem); }'}</style>
      {parseTokens().map((group) => {
        const withLight = group.tokens.some((t) => t.light !== undefined);
        return (
          <section key={group.title}>
            <h2>{group.title}</h2>
            <table>
              <thead>
                <tr>
                  <th>Token</th>
                  <th>{withLight ? 'Public site (dark)' : 'Value'}</th>
                  <th>Sample</th>
                  {withLight && <th>Admin (light)</th>}
                </tr>
              </thead>
              <tbody>
                {group.tokens.map((token) => (
                  <Row key={token.name} token={token} withLight={withLight} />
                ))}
              </tbody>
            </table>
          </section>
        );
      })}
    </>
  );
}
