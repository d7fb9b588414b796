/**
 * What a story says the browser has for sharing: a share sheet or none, a clipboard that accepts,
 * refuses or is missing, and whether the old copy command works. Used in `beforeEach`; the returned
 * cleanup gives the page its own navigator and document back. Own properties shadow the browser's.
 */
type Override = [target: object, key: string, value: unknown];

export interface BrowserSharing {
  /** The share sheet: `navigator.share`, or undefined for a browser without one. */
  share?: (data?: ShareData) => Promise<void>;
  /** `navigator.clipboard.writeText`, or undefined for no Clipboard API. */
  writeText?: (text: string) => Promise<void>;
  /** What `document.execCommand('copy')` answers. */
  copyCommand?: boolean;
}

export function mockSharing({ share, writeText, copyCommand = false }: BrowserSharing): () => void {
  const overrides: Override[] = [
    [navigator, 'share', share],
    [navigator, 'clipboard', writeText ? { writeText } : undefined],
    [document, 'execCommand', () => copyCommand],
  ];
  for (const [target, key, value] of overrides) Object.defineProperty(target, key, { value, configurable: true, writable: true });
  return () => {
    for (const [target, key] of overrides) delete (target as Record<string, unknown>)[key];
  };
}

/** The error a share sheet rejects with when the visitor closes it. */
export const shareCancelled = () => Promise.reject(new DOMException('Share canceled', 'AbortError'));
