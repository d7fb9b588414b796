/**
 * Typed MSW handlers for the admin content screens (media, leaders, books, calendar, summits).
 * Bodies are typed from shared/api-schema.d.ts (generated from openapi.yaml): a changed contract
 * breaks these mocks at compile time.
 */
import { createElement } from 'react';
import type { Decorator } from '@storybook/react-vite';
import { http, HttpResponse, delay } from 'msw';
import type { components, paths } from '../../shared/api-schema';
import { BannerDurationContext } from '../../src/admin/content/feedback';

type Method = 'get' | 'post' | 'put' | 'delete';
type Operation<P extends keyof paths, M extends Method> = NonNullable<paths[P][M]>;
type JsonOf<R> = R extends { content: { 'application/json': infer J } } ? J : never;

/** The JSON body of the operation's success answer (200 or 201) in openapi.yaml. */
export type SuccessBody<P extends keyof paths, M extends Method> =
  Operation<P, M> extends { responses: infer R } ? JsonOf<R[Extract<keyof R, 200 | 201>]> : never;

export type ErrorBody = components['schemas']['Error'];
export type Schemas = components['schemas'];

export interface ReplyInfo {
  request: Request;
  params: Record<string, string | readonly string[] | undefined>;
  /** 1 for the first request this handler answers in the current story, 2 for the next... */
  call: number;
}

type Reply<B> = B | Response | ((info: ReplyInfo) => B | Response | Promise<B | Response>);

/** A story's own answer to a request, in place of the mock's (an error, a delay, never). */
export type Answer = (info: ReplyInfo) => Response | Promise<Response>;

const counters = new Set<{ n: number }>();

/** Every handler counts its calls per story: call this before each story (see adminStory). */
export function resetMockCalls(): void {
  for (const counter of counters) counter.n = 0;
}

/**
 * A handler for one operation of the contract: `mock('get', '/api/media', [item])`, or a function
 * of the request answering the typed body or a Response (an error, a delay).
 */
export function mock<P extends keyof paths, M extends Method>(method: M, path: P, reply: Reply<SuccessBody<P, M>>, status: 200 | 201 = 200) {
  const counter = { n: 0 };
  counters.add(counter);
  const url = String(path).replace(/\{(\w+)\}/g, ':$1');
  return http[method](url, async ({ request, params }) => {
    counter.n += 1;
    const result = typeof reply === 'function' ? await (reply as (info: ReplyInfo) => unknown)({ request, params, call: counter.n }) : reply;
    if (result instanceof Response) return result;
    return HttpResponse.json(result as SuccessBody<P, M> & object, { status });
  });
}

/** An error answer shaped as the contract's Error body ({ error, message }). */
export function apiError(status: number, text: string): Response {
  return HttpResponse.json<ErrorBody>({ error: text, message: text }, { status });
}

/** An error answer without the contract's body (a proxy's, a crash): the screen falls back on its own words. */
export const bareError = (status: number) => () => new HttpResponse(null, { status });

/** A request that never ends: the screen stays busy (uploading, saving, deleting). */
export async function never(): Promise<Response> {
  await delay('infinite');
  return new Response(null);
}

/** Answers after `ms` milliseconds (long enough for a play function to see the busy state). */
export async function later<T>(ms: number, value: T): Promise<T> {
  await delay(ms);
  return value;
}

const HUES: Record<string, number> = {};
function hueOf(name: string): number {
  if (HUES[name] === undefined) HUES[name] = [...name].reduce((h, c) => (h * 31 + c.charCodeAt(0)) % 360, 7);
  return HUES[name];
}

/** An SVG picture labelled with the file's name, the same pixels on every run. */
export function pictureSvg(name: string, width = 800, height = 500): string {
  const hue = hueOf(name);
  const label = name.replace(/\.\w+$/, '');
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">` +
    `<rect width="100%" height="100%" fill="hsl(${hue} 55% 38%)"/>` +
    `<circle cx="${width * 0.75}" cy="${height * 0.3}" r="${height * 0.16}" fill="hsl(${hue} 70% 72%)"/>` +
    `<path d="M0 ${height} L${width * 0.4} ${height * 0.5} L${width * 0.7} ${height * 0.8} L${width} ${height * 0.55} L${width} ${height} Z" fill="hsl(${hue} 45% 20%)"/>` +
    `<text x="50%" y="50%" fill="#fff" font-family="DejaVu Sans, sans-serif" font-size="${Math.round(height / 9)}" text-anchor="middle" dominant-baseline="middle">${label}</text>` +
    `</svg>`
  );
}

/**
 * Stored files: '/uploads/<name>.svg|jpg|png|webp' answer a picture, '.pdf' a tiny PDF; any name
 * starting with 'missing' answers 404 (a broken picture) and videos 404 too (no video in stories).
 */
export const uploadsHandler = http.get('/uploads/:name', ({ params }) => {
  const name = String(params.name);
  if (name.startsWith('missing') || /\.(mp4|mov|webm)$/i.test(name)) return new HttpResponse(null, { status: 404 });
  if (name.endsWith('.pdf')) return new HttpResponse('%PDF-1.4\n%%EOF\n', { headers: { 'Content-Type': 'application/pdf' } });
  // Covers, posters, outfits and portraits stand upright; event photos lie flat.
  const upright = /^(book|poster|outfit|leader)-/.test(name);
  return new HttpResponse(upright ? pictureSvg(name, 500, 750) : pictureSvg(name), { headers: { 'Content-Type': 'image/svg+xml' } });
});

/**
 * Banners stay until dismissed, so a screenshot never races their 3 s timer; a story that checks
 * the timer itself sets `parameters: { bannerTimer: 'real' }`.
 */
export const holdBanners: Decorator = (Story, { parameters }) =>
  parameters.bannerTimer === 'real' ? createElement(Story) : createElement(BannerDurationContext.Provider, { value: null }, createElement(Story));

/** The form a multipart request sent, as name -> values (files by their names). */
export async function sentForm(request: Request): Promise<Record<string, string[]>> {
  const form = await request.formData();
  const out: Record<string, string[]> = {};
  form.forEach((value, name) => {
    (out[name] ??= []).push(typeof value === 'string' ? value : value.name);
  });
  return out;
}

/** The last request bodies a story's handlers received, for play functions to check. */
export const received: { form?: Record<string, string[]>; json?: unknown; url?: string } = {};

/** The form a write sent, remembered for the play function, with the request's address when `withUrl`. */
export async function receivedForm(request: Request, withUrl = false): Promise<Record<string, string[]>> {
  const form = await sentForm(request);
  received.form = form;
  if (withUrl) received.url = request.url;
  return form;
}

type Form = Record<string, string[]>;

/** `later`, or the value at once for 0 ms. */
const after = <T>(ms: number, value: T) => (ms > 0 ? later(ms, value) : value);

/**
 * POST create answered 201 with what `made` builds from the form sent (remembered), after `ms`.
 * A story's own `answer` replaces that and records nothing.
 */
export const createHandler = <P extends keyof paths>(path: P, made: (form: Form) => SuccessBody<P, 'post'>, answer?: Answer, ms = 150) =>
  mock('post', path, async (info) => (answer ? answer(info) : after(ms, made(await receivedForm(info.request)))), 201);

/**
 * PUT update answered with what `changed` makes of the form sent and the id in the address (both
 * remembered), after `ms`. A story's own `answer` replaces that and records nothing.
 */
export const updateHandler = <P extends keyof paths>(path: P, changed: (form: Form, id: number) => SuccessBody<P, 'put'>, answer?: Answer, ms = 0) =>
  mock('put', path, async (info) => (answer ? answer(info) : after(ms, changed(await receivedForm(info.request, true), Number(info.params.id)))));

type DeletePath = { [P in keyof paths]: SuccessBody<P, 'delete'> extends { message: string } ? P : never }[keyof paths];

/**
 * DELETE answered `{ message }` after 200 ms, so the 'Deleting...' overlay can be seen; remembers
 * the address. A story's own `answer` replaces that and records nothing.
 */
export const deleteHandler = <P extends DeletePath>(path: P, message: string, answer?: Answer) =>
  mock('delete', path, async (info) => {
    if (answer) return answer(info);
    received.url = info.request.url;
    return later(200, { message } as SuccessBody<P, 'delete'>);
  });

export function resetReceived(): void {
  delete received.form;
  delete received.json;
  delete received.url;
}

/** Logged in: writes need a stored token (spec section 6). */
export function withToken(): () => void {
  localStorage.setItem('token', 'story-token');
  return () => localStorage.removeItem('token');
}

/** Fixed instants (midday UTC, so the day is the same in every zone near Tanzania's). */
export const DATES = {
  march3: '2025-03-03T12:00:00.000Z',
  april14: '2025-04-14T12:00:00.000Z',
  june21: '2025-06-21T12:00:00.000Z',
  sept1: '2025-09-01T12:00:00.000Z',
} as const;

/** The item's language as the server answers it after a form (issue 31): left out for English; `current` when not sent. */
export function languageOf(form: Record<string, string[]>, current: Schemas['ContentLanguage'] | undefined): { Language?: Schemas['ContentLanguage'] } {
  const language = form.language?.[0] ?? current;
  return language === 'sw' ? { Language: 'sw' } : {};
}
