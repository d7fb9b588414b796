import { lazy, Suspense, useEffect, useRef, useState, type ComponentProps, type KeyboardEvent } from 'react';
import clsx from 'clsx';
import { useUiTexts, type UiTexts } from '../texts';
import { useUiTimings } from '../timings';
import { Button } from '../Button';
import { Icon } from '../Icon';
import { useBrowserValue } from '../useBrowserValue';
import styles from './Share.module.css';

const SHARE_ICON = 'M18 16.1c-.8 0-1.5.3-2 .8l-7.1-4.1c.1-.3.1-.5.1-.8s0-.5-.1-.8L16 7.1c.5.5 1.2.8 2 .8a3 3 0 1 0-3-3c0 .3 0 .5.1.8L8 9.8A3 3 0 1 0 8 14.2l7.1 4.2c-.1.2-.1.5-.1.7a2.9 2.9 0 1 0 3-3z';

export interface ShareOwnProps {
  /** What is shared: the page's or the item's title. */
  title: string;
  /** The absolute URL shared. */
  url: string;
  /** A line of text the native share sheet sends along (the apps decide whether to show it). */
  text?: string;
  /** How long 'Link copied' stays, in ms (the provided `shareConfirmationMs` when not given). */
  confirmationMs?: number;
  /** The texts, for a page in another language. */
  texts?: UiTexts['share'];
}

export type ShareProps = Omit<ComponentProps<'div'>, 'title' | 'children'> & ShareOwnProps;

const loadMenu = () => import('./ShareMenu');
const ShareMenu = lazy(loadMenu);

// An object, not a string: copying twice must restart the confirmation's timer.
type CopyStatus = { kind: 'idle' | 'copied' | 'failed' };

/** Whether this browser has a share sheet that takes a link (phones, most desktop browsers but Linux). */
function hasNativeShare(url: string): boolean {
  if (!('share' in navigator) || typeof navigator.share !== 'function') return false;
  return 'canShare' in navigator && typeof navigator.canShare === 'function' ? navigator.canShare({ url }) : true;
}

function isAbort(error: unknown): boolean {
  return error instanceof DOMException && error.name === 'AbortError';
}

/**
 * One 'Share' button: the device's own share sheet where the browser has one, else a menu with
 * 'Share on WhatsApp' and 'Copy link' (with 'Link copied', or the link to select when copying fails).
 */
export function Share(given: ShareProps) {
  const ui = useUiTexts();
  const timings = useUiTimings();
  const {
    title,
    url,
    text,
    confirmationMs = timings.shareConfirmationMs,
    texts = ui.share,
    className,
    ...props
  } = given;
  // The first render is the menu's, on the server and in the browser alike (hydration must match);
  // the share sheet is looked for afterwards.
  const hasSheet = useBrowserValue(() => hasNativeShare(url), false);
  const [sheetRefused, setSheetRefused] = useState(false);
  const native = hasSheet && !sheetRefused;
  const [menuOpen, setMenuOpen] = useState(false);
  // The menu's code arrives once the visitor first opens it (and is fetched as they reach for it).
  const [menuWanted, setMenuWanted] = useState(false);
  const [openedByKey, setOpenedByKey] = useState(false);
  const [status, setStatus] = useState<CopyStatus>({ kind: 'idle' });
  const triggerRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (status.kind !== 'copied') return;
    const timer = setTimeout(() => setStatus({ kind: 'idle' }), confirmationMs);
    return () => clearTimeout(timer);
  }, [status, confirmationMs]);

  const openMenu = (byKey = false) => {
    setOpenedByKey(byKey);
    setMenuWanted(true);
    setMenuOpen(true);
  };

  const shareNatively = async () => {
    try {
      await navigator.share({ title, text, url });
    } catch (error) {
      // Closing the sheet is the visitor's choice, not a failure.
      if (isAbort(error)) return;
      // The sheet refused (no permission, data it cannot take): offer the other ways instead.
      setSheetRefused(true);
      openMenu();
    }
  };

  const copyLink = async () => {
    // The menu's chunk, there since the menu is open.
    const { copyText } = await loadMenu();
    const ok = await copyText(url);
    // The copy command's hidden field takes the focus while the menu closes, which stops the menu
    // from giving it back to Share: a keyboard user would start again from the top of the page.
    if (document.activeElement === null || document.activeElement === document.body) triggerRef.current?.focus();
    setStatus({ kind: ok ? 'copied' : 'failed' });
  };

  const button = (
    <>
      <Icon className={styles.icon} path={SHARE_ICON} />
      {texts.share}
    </>
  );

  return (
    <div className={clsx(styles.share, className)} {...props}>
      {native ? (
        <Button variant="secondary" size="sm" onClick={() => void shareNatively()}>
          {button}
        </Button>
      ) : menuWanted ? (
        <Suspense fallback={<Button variant="secondary" size="sm">{button}</Button>}>
          <ShareMenu
            open={menuOpen}
            onOpenChange={setMenuOpen}
            trigger={
              <Button variant="secondary" size="sm" ref={triggerRef}>
                {button}
              </Button>
            }
            title={title}
            url={url}
            onCopy={() => void copyLink()}
            focusFirstItem={openedByKey}
            texts={texts}
          />
        </Suspense>
      ) : (
        // The menu's trigger until its code is in: the same button, opening it the same ways.
        <Button
          variant="secondary"
          size="sm"
          aria-haspopup="menu"
          aria-expanded={false}
          onPointerEnter={() => void loadMenu()}
          onFocus={() => void loadMenu()}
          // A click from Enter or Space has no pointer position (detail 0).
          onClick={(event) => openMenu(event.detail === 0)}
          onKeyDown={(event: KeyboardEvent) => {
            if (event.key !== 'ArrowDown') return;
            event.preventDefault();
            openMenu(true);
          }}
        >
          {button}
        </Button>
      )}
      {/* Always there, so screen readers hear each new message without it taking the focus. Not
          role="status": pages name their loading indicator so, and this is not one. */}
      <p aria-live="polite" className={styles.status} data-kind={status.kind}>
        {status.kind === 'copied' ? texts.copied : status.kind === 'failed' ? texts.copyFailed : ''}
      </p>
      {status.kind === 'failed' && (
        <input
          className={styles.field}
          readOnly
          value={url}
          aria-label={texts.linkLabel}
          // One tap or Tab selects the whole link, ready to copy.
          onFocus={(event) => event.currentTarget.select()}
        />
      )}
    </div>
  );
}
