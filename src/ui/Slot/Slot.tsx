import { Children, cloneElement, isValidElement, type ReactNode, type Ref, type RefCallback } from 'react';
import clsx, { type ClassValue } from 'clsx';

type SlotProps = Record<string, unknown> & { children?: ReactNode; ref?: Ref<unknown> };

/** Sets every ref given to the same node. */
function composeRefs(refs: ReadonlyArray<Ref<unknown> | undefined>): RefCallback<unknown> {
  return (node) => {
    for (const ref of refs) {
      if (typeof ref === 'function') ref(node);
      else if (ref) ref.current = node;
    }
  };
}

/**
 * Renders its one child element with the slot's props merged in (the `asChild` pattern of Radix's
 * Slot, with its rules): the child's own props win, except that both event handlers run (the
 * child's first), class names are joined, styles merged and both refs set. Ours rather than
 * @radix-ui/react-slot: Button is in every page's header and footer, and that package was 1.2 KB
 * gzip of every first load (issue 31's budget), for what these lines do.
 */
export function Slot({ children, ...slot }: SlotProps) {
  const child = Children.only(children);
  if (!isValidElement<SlotProps>(child)) return null;
  const own = child.props;
  const merged: SlotProps = { ...slot, ...own };
  for (const key of Object.keys(slot)) {
    const theirs = own[key];
    const ours = slot[key];
    if (/^on[A-Z]/.test(key) && typeof theirs === 'function' && typeof ours === 'function') {
      const handlers = [theirs, ours] as Array<(...args: unknown[]) => void>;
      merged[key] = (...args: unknown[]) => {
        for (const handler of handlers) handler(...args);
      };
    }
  }
  if (slot.className || own.className) merged.className = clsx(slot.className as ClassValue, own.className as ClassValue);
  if (slot.style && own.style) merged.style = { ...slot.style, ...own.style };
  if (slot.ref && own.ref) merged.ref = composeRefs([slot.ref, own.ref]);
  return cloneElement(child, merged);
}
