import { EVENT_ID as ACTION_EVENT } from 'storybook/actions';
import { getChannel } from 'storybook/preview-api';

/** The channel event by which the preview tells the Actions panel of a call. */
export { ACTION_EVENT };

/** What the Actions panel shows of an event: what happened, where, and what the field holds now. */
interface EventSummary {
  type: string;
  target?: string;
  value?: string;
  checked?: boolean;
  key?: string;
}

const isNode = (value: object): value is Element => typeof Node === 'function' && value instanceof Node;
/** A DOM event, or React's synthetic one (which carries the DOM event it wraps). */
const isEvent = (value: object): value is Event & { nativeEvent?: Event } => (typeof Event === 'function' && value instanceof Event) || 'nativeEvent' in value;

/** `textarea#description[name="description"]`: enough to tell which element it was. */
function describeNode(node: Element): string {
  if (!node.tagName) return node.nodeName.toLowerCase();
  const name = node.getAttribute('name');
  return `${node.tagName.toLowerCase()}${node.id ? `#${node.id}` : ''}${name ? `[name="${name}"]` : ''}`;
}

function summarizeEvent(event: Event): EventSummary {
  const summary: EventSummary = { type: event.type };
  const target = event.target as (Element & { value?: unknown; checked?: unknown; type?: unknown }) | null;
  if (target && typeof target === 'object' && isNode(target)) {
    summary.target = describeNode(target);
    if (typeof target.value === 'string') summary.value = target.value;
    if (target.type === 'checkbox' || target.type === 'radio') summary.checked = target.checked === true;
  }
  if ('key' in event && typeof event.key === 'string') summary.key = event.key;
  return summary;
}

/** An action's arguments with each event or element in them (at the top, or in the list a spy was called with) told in brief. */
function summarizeArguments(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(summarizeArguments);
  if (typeof value !== 'object' || value === null) return value;
  if (isEvent(value)) return summarizeEvent(value);
  if (isNode(value)) return describeNode(value);
  return value;
}

/** The channels already summarizing: the loader runs before every story. */
const summarizing = new WeakSet<object>();

/**
 * Storybook logs every call of a story's `fn()` spy in the Actions panel, sending the call's arguments
 * from the preview serialized 15 levels deep. A React event's target leads through React's fibers to
 * the whole page: each keystroke in a field whose story has an `onChange` spy cost about 170 ms of the
 * preview's main thread at rest (a story typing 22 keys: 4 s, 17 s at a quarter of the speed), so the
 * static Storybook's test of the text area ran past its 30 s at load 20, and a designer typing in a
 * field in Storybook waits for each key. Events and elements go to the panel as a summary instead,
 * for every transport (the dev server's websocket serializes as deep, whatever the action asks);
 * the spies themselves, which stories assert on, still receive the real events.
 */
export function summarizeActionEvents(): Record<string, never> {
  const channel = getChannel();
  if (!channel || summarizing.has(channel)) return {};
  const emit = channel.emit.bind(channel);
  channel.emit = (event: string, ...args: unknown[]) => {
    if (event !== ACTION_EVENT) return emit(event, ...args);
    return emit(event, ...args.map((display) => {
      const { data } = display as { data?: { args?: unknown } };
      return data ? { ...(display as object), data: { ...data, args: summarizeArguments(data.args) } } : display;
    }));
  };
  summarizing.add(channel);
  return {};
}
