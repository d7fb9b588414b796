// The review's page (scripts/review/server.ts serves it, made JavaScript as it starts): the pictures
// to decide on, grouped by component and story, and one at a time beside its approved picture.
import type { Review, ReviewItem } from './reviewRun';

type View = 'side' | 'slider' | 'flicker' | 'diff';
type Answer = Review & { storybook: string; workingTree: string[] };

const VIEWS: Array<[View, string]> = [
  ['side', 'Side by side'],
  ['slider', 'Slider'],
  ['flicker', 'Flicker'],
  ['diff', 'Diff'],
];
let review: Answer | null = null;
let selected = 0;
let view: View = 'side';
let flicker: ReturnType<typeof setInterval> | undefined;
let problem = '';

const $ = (id: string) => document.getElementById(id)!;
/** An element with its properties (`className`, `onclick`, ...) and children. */
function el<K extends keyof HTMLElementTagNameMap>(tag: K, props: Record<string, unknown> = {}, ...children: Array<Node | string>): HTMLElementTagNameMap[K] {
  const node = Object.assign(document.createElement(tag), props);
  node.append(...children);
  return node;
}
const badge = (text: string) => el('span', { className: `badge ${text}` }, text);
const undecided = (item: ReviewItem) => !item.decision && item.status !== 'failed';

/** Why a request failed, for QA to read: the server's own message when it gave one. */
export function failureReason(status: number, statusText: string, body: string): string {
  try {
    // The API's refusals are `{ error }`; Fastify's own (a body it cannot read, a crash) add the detail as `message`.
    const { error, message } = JSON.parse(body) as { error?: unknown; message?: unknown };
    if (typeof error === 'string' && error) return typeof message === 'string' && message ? `${error}: ${message}` : error;
  } catch {
    // Not the API's JSON: the Host check's plain text, or whatever else answered.
  }
  const text = body.trim();
  return text && text.length <= 300 && !text.startsWith('<') ? text : `the server answered ${status}${statusText ? ` ${statusText}` : ''}`;
}

/** The API's answer; an Error saying why there is none when the server is gone or refuses. */
export async function call<T>(url: string, init?: RequestInit, fetcher: typeof fetch = fetch): Promise<T> {
  let response: Response;
  let body: string;
  try {
    response = await fetcher(url, init);
    body = await response.text();
  } catch (error) {
    throw new Error(`the server could not be reached (${error instanceof Error ? error.message : String(error)})`, { cause: error });
  }
  if (!response.ok) throw new Error(failureReason(response.status, response.statusText, body));
  return JSON.parse(body) as T;
}

const reasonOf = (error: unknown) => (error instanceof Error ? error.message : String(error)).replace(/\.$/, '');
export const loadFailure = (error: unknown) => `The review could not be loaded: ${reasonOf(error)}. Is \`npm run review\` still running?`;
export const decisionFailure = (names: readonly string[], error: unknown) =>
  `Could not save your decision for ${names.length === 1 ? names[0] : `${names.length} pictures`}: ${reasonOf(error)}.`;

async function load(keep?: string) {
  try {
    review = await call<Answer>('/api/review');
  } catch (error) {
    // The review shown so far, if any, stays: its buttons try again once the server is back.
    problem = loadFailure(error);
    return render();
  }
  problem = '';
  const at = keep ? review.items.findIndex((item) => item.name === keep) : -1;
  selected = at >= 0 ? at : Math.min(selected, Math.max(0, review.items.length - 1));
  render();
}

async function decideOn(names: string[], decision: 'accept' | 'reject' | 'remove') {
  if (!review || review.refused || names.length === 0) return;
  const keep = review.items[selected]?.name;
  try {
    await call('/api/decide', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ names, decision }) });
  } catch (error) {
    // Nothing reloaded: the pictures stay undecided, their buttons there to try again.
    problem = decisionFailure(names, error);
    return render();
  }
  await load(keep);
}

function summary(answer: Answer): string {
  const { run } = answer;
  if (!run) return 'No run yet.';
  const ended = run.endedAt ? `ended ${new Date(run.endedAt).toLocaleString()}` : 'not ended';
  const coverage = run.whole
    ? `every one of the ${run.planned} pictures the stories plan compared`
    : `${run.compared} pictures compared${run.planned === null ? '' : ` of the ${run.planned} the stories plan`}: a filtered or cut-short run, so only those are reviewed${run.planned === null ? ' and orphans are not known' : ''}`;
  return `Run ${ended}: ${coverage}. ${answer.items.filter(undecided).length} to decide.`;
}

function renderList(answer: Answer) {
  const list = $('list');
  list.replaceChildren();
  if (answer.items.length === 0) list.append(el('p', { className: 'note' }, 'Nothing to review: every picture matched.'));
  const components = new Map<string, Map<string, number[]>>();
  answer.items.forEach((item, index) => {
    const stories = components.get(item.component) ?? components.set(item.component, new Map()).get(item.component)!;
    (stories.get(item.story) ?? stories.set(item.story, []).get(item.story)!).push(index);
  });
  for (const [component, stories] of components) {
    list.append(el('h2', {}, component));
    for (const [story, indexes] of stories) {
      list.append(el('h3', {}, story));
      const ul = el('ul');
      for (const index of indexes) {
        const item = answer.items[index]!;
        const button = el('button', { type: 'button', onclick: () => select(index) }, item.width ? `${item.width} px` : item.name, badge(item.status), ...(item.decision ? [badge(item.decision)] : []));
        button.setAttribute('aria-current', String(index === selected));
        ul.append(el('li', {}, button));
      }
      list.append(ul);
    }
  }
}

function picture(caption: string, src: string | undefined) {
  return el('figure', {}, el('figcaption', {}, caption), src ? el('img', { src, alt: caption }) : el('p', { className: 'note' }, 'None.'));
}

function renderPictures(item: ReviewItem): HTMLElement {
  const approved = item.approved && `/approved/${item.approved}`;
  const actual = item.actual && `/run/${item.actual}`;
  if (view === 'side' || !approved || !actual) return el('div', { className: 'pictures' }, picture('Approved', approved), picture('This run', actual));
  if (view === 'slider') {
    const frame = el('div', { className: 'slider' }, el('img', { src: approved, alt: 'Approved' }), el('img', { src: actual, alt: 'This run' }));
    const range = el('input', { type: 'range', min: '0', max: '100', value: '50', oninput: () => frame.style.setProperty('--at', `${range.value}%`) });
    range.setAttribute('aria-label', 'Approved on the left of the line, this run on the right');
    return el('div', {}, el('label', {}, 'Approved | this run ', range), el('div', {}, frame));
  }
  if (view === 'flicker') {
    const img = el('img', { src: approved, alt: 'Approved' });
    const caption = el('figcaption', {}, 'Approved');
    flicker = setInterval(() => {
      const showApproved = img.src.endsWith(approved);
      img.src = showApproved ? actual : approved;
      img.alt = caption.textContent = showApproved ? 'This run' : 'Approved';
    }, 700);
    return el('figure', {}, caption, img);
  }
  const parts: HTMLElement[] = [picture('Changed pixels (red)', item.diff && `/run/${item.diff}`)];
  if (item.box) {
    const scale = Math.max(1, Math.min(8, 600 / item.box.width, 400 / item.box.height));
    const img = el('img', { src: item.diff ? `/run/${item.diff}` : actual, alt: 'The change, zoomed in' });
    img.style.transform = `scale(${scale}) translate(${-item.box.x}px, ${-item.box.y}px)`;
    parts.unshift(el('figure', {}, el('figcaption', {}, `Zoomed ${scale.toFixed(1)}× on the change (${item.box.width} × ${item.box.height} px at ${item.box.x}, ${item.box.y})`), el('div', { className: 'zoom' }, img)));
  }
  return el('div', { className: 'pictures' }, ...parts);
}

function action(text: string, names: string[], decision: 'accept' | 'reject' | 'remove') {
  return el('button', { type: 'button', disabled: Boolean(review?.refused) || names.length === 0, onclick: () => void decideOn(names, decision) }, `${text}${names.length > 1 ? ` (${names.length})` : ''}`);
}

function renderViewer(answer: Answer) {
  const viewer = $('viewer');
  clearInterval(flicker);
  const top: HTMLElement[] = [];
  if (answer.refused) top.push(el('p', { className: 'banner', role: 'alert' }, answer.refused));
  if (problem) top.push(el('p', { className: 'banner', role: 'alert' }, problem));
  const item = answer.items[selected];
  if (!item) return viewer.replaceChildren(...top, el('p', {}, 'Nothing to review.'));
  const open = (of: (other: ReviewItem) => boolean) => answer.items.filter((other) => of(other) && undecided(other) && other.status !== 'orphan').map((other) => other.name);
  const alike = item.change ? open((other) => other.change === item.change) : [];
  const heading = el('h2', {}, `${item.component} › ${item.story}${item.width ? ` · ${item.width} px` : ''}`, badge(item.status), ...(item.decision ? [badge(item.decision)] : []));
  const details: HTMLElement[] = [];
  if (item.storyId) details.push(el('p', {}, el('a', { href: `${answer.storybook}/?path=/story/${item.storyId}`, target: '_blank', rel: 'noopener' }, 'Open the story in Storybook')));
  if (item.message) details.push(el('pre', {}, item.message));
  if (alike.length > 1) details.push(el('p', { className: 'note' }, `The same change (${item.change}) as ${alike.length - 1} other picture${alike.length === 2 ? '' : 's'} not yet decided.`));
  const actions =
    item.status === 'orphan'
      ? el('div', { className: 'actions' }, action('Remove this orphan', [item.name], 'remove'), action('Remove every orphan', answer.items.filter((o) => o.status === 'orphan' && !o.decision).map((o) => o.name), 'remove'))
      : el(
          'div',
          { className: 'actions' },
          action('Accept', item.status === 'failed' ? [] : [item.name], 'accept'),
          action('Reject', item.status === 'failed' ? [] : [item.name], 'reject'),
          action('Accept the story', open((o) => o.component === item.component && o.story === item.story), 'accept'),
          action('Accept the component', open((o) => o.component === item.component), 'accept'),
          ...(alike.length > 1 ? [action('Accept the same change', alike, 'accept'), action('Reject the same change', alike, 'reject')] : []),
          action('Accept all', open(() => true), 'accept'),
        );
  const views = el('div', { className: 'views', role: 'group' });
  views.setAttribute('aria-label', 'How to compare');
  VIEWS.forEach(([name, label], i) => {
    const button = el('button', { type: 'button', onclick: () => ((view = name), render()) }, `${label} `, el('kbd', {}, String(i + 1)));
    button.setAttribute('aria-pressed', String(view === name));
    views.append(button);
  });
  const tree = el('section', {}, el('h2', {}, 'Changed in the working tree'), answer.workingTree.length ? el('pre', {}, answer.workingTree.join('\n')) : el('p', { className: 'note' }, 'No approved picture changed yet.'));
  viewer.replaceChildren(...top, heading, ...details, actions, views, renderPictures(item), tree);
}

function render() {
  if (!review) {
    $('summary').textContent = '';
    $('viewer').replaceChildren(el('p', { className: 'banner', role: 'alert' }, problem), el('button', { type: 'button', onclick: () => void load() }, 'Try again'));
    return;
  }
  $('summary').textContent = summary(review);
  renderList(review);
  renderViewer(review);
}

function select(index: number) {
  if (!review || review.items.length === 0) return;
  selected = (index + review.items.length) % review.items.length;
  render();
  document.querySelector('nav button[aria-current="true"]')?.scrollIntoView({ block: 'nearest' });
}

function start() {
  document.addEventListener('keydown', onKey);
  void load();
}

function onKey(event: KeyboardEvent) {
  if (!review || event.ctrlKey || event.metaKey || event.altKey || (event.target as HTMLElement).closest('input, textarea')) return;
  const item = review.items[selected];
  const keys: Record<string, () => void> = {
    j: () => select(selected + 1),
    ArrowDown: () => select(selected + 1),
    k: () => select(selected - 1),
    ArrowUp: () => select(selected - 1),
    a: () => item && item.status !== 'orphan' && void decideOn([item.name], 'accept'),
    r: () => item && item.status !== 'orphan' && void decideOn([item.name], 'reject'),
    ...Object.fromEntries(VIEWS.map(([name], i) => [String(i + 1), () => ((view = name), render())])),
  };
  const run = keys[event.key];
  if (!run) return;
  event.preventDefault();
  run();
}

// Not when the unit tests import the functions above, in Node: there is no page there.
if (typeof document !== 'undefined') start();
