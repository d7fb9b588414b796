/**
 * A click at a moment userEvent cannot reach: in the same task as what opened the target, before the
 * browser ran any timer (a slow phone's tap, a test's click). Nothing here awaits a timer or anything
 * instrumented (expect, userEvent), which would end the task.
 */

/** Presses and releases the primary button on `target`, with the events a browser sends for a click. */
export function clickOn(target: Element) {
  const at = { bubbles: true, cancelable: true, composed: true, button: 0, clientX: 5, clientY: 5, view: window };
  const pointer = { ...at, pointerId: 1, pointerType: 'mouse', isPrimary: true };
  target.dispatchEvent(new PointerEvent('pointerdown', pointer));
  target.dispatchEvent(new MouseEvent('mousedown', at));
  target.dispatchEvent(new PointerEvent('pointerup', pointer));
  target.dispatchEvent(new MouseEvent('mouseup', at));
  target.dispatchEvent(new PointerEvent('click', pointer));
}

/** The element `selector` of `doc` once rendered, waiting in microtasks only (React renders in them). */
export async function renderedWithinTask(doc: Document, selector: string): Promise<Element> {
  for (let i = 0; i < 1000; i += 1) {
    await Promise.resolve();
    const found = doc.querySelector(selector);
    if (found) return found;
  }
  throw new Error(`${selector} was not rendered within the task`);
}

/** The start of the next task: what a timer set now waits for. */
export const nextTask = () => new Promise((resolve) => setTimeout(resolve, 0));
