// Values written into the HTML the server sends (the pages' heads, their data, the API reference):
// each escaped for where it goes. One of each: a page's data and its JSON-LD go through the same scriptJson.

/** A value inside a double-quoted attribute. */
export const attr = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** Text of an element such as <title>. */
export const text = (value: string) => value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/**
 * JSON inside <script>: `<` (so no `</script>` or `<!--` can end or bend the element), `>` and `&`
 * as JSON's \u escapes, and the two line separators JavaScript once refused in strings.
 */
export const scriptJson = (value: unknown) =>
  JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
