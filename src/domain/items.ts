/**
 * The item of an item page (/announcements/:id, /calendar/:id, /gallery/:id, /summit/:id), picked
 * from the list its list page loads: the page makes no call of its own, so what the list shows
 * and what the item page shows can never disagree.
 */

import { parseNumericId } from './ids';

/**
 * The item whose ID is the URL's `:id`; null when that is not a positive whole number ('abc',
 * '0', '1.5') or no item of the list has it. `idOf` reads an item's ID, as the API spells it.
 */
export function itemById<T>(list: readonly T[], param: string | undefined, idOf: (item: T) => unknown): T | null {
  const id = parseNumericId(param);
  if (id === null) return null;
  return list.find((item) => parseNumericId(idOf(item)) === id) ?? null;
}
