import { expect, waitFor } from 'storybook/test';

/**
 * Waits until `element` of a modal dialog that just opened takes pointer events. Radix turns them off
 * on the page as the modal opens and on for the dialog a render later (DismissableLayer); a click or
 * typing in between meets `pointer-events: none`, which no person is fast enough to do but a play
 * function on a busy machine is (seen at load 20).
 */
export async function takesPointer(element: Element): Promise<void> {
  await waitFor(() => expect(getComputedStyle(element).pointerEvents).not.toBe('none'));
}
