/**
 * Puts `text` on the clipboard: the Clipboard API where the browser has it and allows it, else the
 * older copy command on a hidden, selected field (older browsers, pages not served over HTTPS, a
 * clipboard permission refused). Resolves to whether the text was copied.
 */
export async function copyText(text: string): Promise<boolean> {
  // Missing outside secure contexts (plain HTTP) and in older browsers, whatever the types say.
  const clipboard = (navigator as Partial<Navigator>).clipboard;
  if (typeof clipboard?.writeText === 'function') {
    try {
      await clipboard.writeText(text);
      return true;
    } catch {
      // Refused (permission, no focus): the copy command below may still be allowed.
    }
  }
  return copyWithCommand(text);
}

function copyWithCommand(text: string): boolean {
  const previous = document.activeElement instanceof HTMLElement ? document.activeElement : null;
  const field = document.createElement('textarea');
  field.value = text;
  // Read-only so a phone shows no keyboard; off screen but rendered, or it could not be selected.
  field.readOnly = true;
  field.setAttribute('aria-hidden', 'true');
  Object.assign(field.style, { position: 'fixed', top: '0', left: '-9999px', opacity: '0' });
  document.body.append(field);
  field.select();
  try {
    // Deprecated, yet the only way left where the Clipboard API is missing or refuses.
    return document.execCommand('copy');
  } catch {
    return false;
  } finally {
    field.remove();
    // The element focused before may have gone meanwhile (a menu item of a menu that closed).
    if (previous?.isConnected) previous.focus();
  }
}
