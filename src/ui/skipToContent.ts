import type { MouseEvent } from 'react';

/**
 * The skip link's click: focus the link's target itself instead of following '#id'. Following it
 * would change the URL (a router may treat that as a navigation, and a <base> element makes it
 * leave the page); focusing also works where a fragment jump leaves focus behind.
 */
export function skipToContent(event: MouseEvent<HTMLAnchorElement>): void {
  const id = event.currentTarget.hash.slice(1);
  const target = id ? document.getElementById(id) : null;
  if (!target) return;
  event.preventDefault();
  // focus() scrolls the target into view when it is not already.
  target.focus();
}
