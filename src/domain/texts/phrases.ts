/** What several screens' texts say the same way. */

/** '"Sunday Service"' in a confirmation: the item's name in straight quotes, in both languages. */
export const quoted = (name: string) => `"${name}"`;
