import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { FakeXhr, MemoryStorage } from './support/fakes';

// The resource modules use the app's client, whose base comes from VITE_API_BASE at load time.
// Node's Request needs an absolute URL, so each test loads them afresh with a base set.
async function load() {
  vi.stubEnv('VITE_API_BASE', 'http://api.test/');
  vi.resetModules();
  return {
    client: await import('../../src/api/client'),
    errors: await import('../../src/api/errorText'),
    auth: await import('../../src/api/auth'),
    media: { ...(await import('../../src/features/albums/api')), ...(await import('../../src/features/albums/admin/api')) },
    leaders: { ...(await import('../../src/features/leaders/api')), ...(await import('../../src/features/leaders/admin/api')) },
    calendar: { ...(await import('../../src/features/events/api')), ...(await import('../../src/features/events/admin/api')) },
    books: { ...(await import('../../src/features/books/api')), ...(await import('../../src/features/books/admin/api')) },
    summits: { ...(await import('../../src/features/summits/api')), ...(await import('../../src/features/summits/admin/api')) },
    posts: { ...(await import('../../src/features/announcements/api')), ...(await import('../../src/features/announcements/admin/api')) },
    settings: { ...(await import('../../src/features/settings/api')), ...(await import('../../src/features/settings/admin/api')) },
    messages: { ...(await import('../../src/features/messages/api')), ...(await import('../../src/features/messages/admin/api')) },
  };
}

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

let storage: MemoryStorage;
let requests: Request[];
let answer: (request: Request) => Response;

// The modules' first import is their transform (about 5 s for all of them when CI's other suites
// load both cores): paid once here, under a hook's bound, not inside the first test's 5 s, where it
// timed out once (CI, load 11) and that test's late request then landed in the next test's list.
beforeAll(async () => {
  await load();
  vi.unstubAllEnvs();
}, 60_000);

beforeEach(() => {
  storage = new MemoryStorage();
  // Each test's own list: a request a test made after it ended never lands in another's.
  const mine: Request[] = [];
  requests = mine;
  answer = () => json([]);
  vi.stubGlobal('localStorage', storage);
  vi.stubGlobal('fetch', (request: Request) => {
    mine.push(request);
    return Promise.resolve(answer(request));
  });
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.unstubAllEnvs();
});

const file = (name: string, type = 'image/png') => new File([name], name, { type });

describe('base URL', () => {
  it('comes from VITE_API_BASE without its trailing slash', async () => {
    const { client, media } = await load();
    expect(client.API_BASE).toBe('http://api.test');
    await media.listMedia();
    expect(requests[0]?.url).toBe('http://api.test/api/media');
  });
});

describe('writes need the stored token', () => {
  it("refuse before any call with 'No token found. Please login.'", async () => {
    const api = await load();
    const attempts: (() => Promise<unknown>)[] = [
      () => api.media.createMedia({ event_title: 'x', media_files: [file('a.png')] }),
      () => api.leaders.deleteLeader(1),
      () => api.calendar.createCalendarEvent({ date: '2025-03-03T00:00:00.000Z', event: 'e', participants: 'p', description: 'd' }),
      () => api.books.updateBook(1, { title: 't' }),
      () => api.summits.deleteSummit(1),
      () => api.posts.createPost({ title: 't' }),
      () => api.settings.updateSettings({ missionText: 'm', subtitleText: 's' }),
      () => api.messages.listMessages(),
    ];
    for (const attempt of attempts) {
      const error = await attempt().catch((e: unknown) => e);
      expect(error).toMatchObject({ name: 'ApiError', code: 'NO_TOKEN', message: 'No token found. Please login.' });
    }
    expect(requests).toHaveLength(0);
  });
});

describe('ids', () => {
  it("refuse a non-numeric id with 'Invalid ID provided.' and send a numeric one in the path", async () => {
    storage.setItem('token', 't');
    const { calendar } = await load();
    const input = { date: '2025-03-03T00:00:00.000Z', event: 'e', participants: 'p', description: 'd' };
    await expect(calendar.updateCalendarEvent(Number.NaN, input)).rejects.toMatchObject({ code: 'INVALID_ID', message: 'Invalid ID provided.' });
    answer = () => json({ id: 12, ...input });
    await calendar.updateCalendarEvent(12, input);
    expect(requests.map((r) => [r.method, r.url])).toEqual([['PUT', 'http://api.test/api/annual-calendars/12/update']]);
  });
});

describe('calendar', () => {
  it('sends JSON with the token, after checking date, event and participants', async () => {
    storage.setItem('token', 't');
    const { calendar } = await load();
    await expect(
      calendar.createCalendarEvent({ date: '2025-03-03T00:00:00.000Z', event: 'Camp', participants: ' ', description: 'd' }),
    ).rejects.toMatchObject({ message: 'Missing required fields: date, event, and participants are required.' });
    answer = () => json({ id: 1 }, 201);
    const body = { date: '2025-03-03T00:00:00.000Z', event: 'Camp', participants: 'All', description: 'd' };
    await calendar.createCalendarEvent(body);
    const request = requests[0] as Request;
    expect(request.headers.get('Content-Type')).toBe('application/json');
    expect(request.headers.get('Authorization')).toBe('Bearer t');
    expect(await request.json()).toEqual(body);
  });
});

describe('leaders', () => {
  it("a list that is not an array gives 'Invalid data format: Expected an array of leaders.'", async () => {
    const { leaders, errors } = await load();
    answer = () => json({ leaders: [] });
    const error = await leaders.listLeaders().catch((e: unknown) => e);
    expect(error).toMatchObject({ code: 'BAD_RESPONSE', message: 'Invalid data format: Expected an array of leaders.' });
    expect(errors.apiErrorText(error, 'error', 'Failed to fetch leaders')).toBe('Invalid data format: Expected an array of leaders.');
  });

  it("a failed call's error text is the server's 'error' field", async () => {
    storage.setItem('token', 't');
    const { leaders, errors } = await load();
    answer = () => json({ error: 'Please fill in all required fields', message: 'Please fill in all required fields', field: 'name' }, 400);
    const error = await leaders.createLeader({ name: ' ', title: 't', contact: 'c', image: file('p.png') }).catch((e: unknown) => e);
    expect(error).toMatchObject({ status: 400, field: 'name' });
    expect(errors.apiErrorText(error, 'error', 'Failed to add leader')).toBe('Please fill in all required fields');
  });
});

describe('multipart bodies', () => {
  beforeEach(() => storage.setItem('token', 't'));

  it('media create: repeated media_files, no hand-set Content-Type', async () => {
    const { media } = await load();
    answer = () => json({ ID: 1 }, 201);
    await media.createMedia({ event_title: 'Camp', description: 'd', media_files: [file('a.png'), file('b.mp4', 'video/mp4')] });
    const request = requests[0] as Request;
    expect(request.headers.get('Content-Type')).toMatch(/^multipart\/form-data; boundary=/);
    const form = await request.formData();
    expect((form.getAll('media_files') as File[]).map((f) => f.name)).toEqual(['a.png', 'b.mp4']);
  });

  it('summit create: repeated posters; update: indexed posters[n]', async () => {
    const { summits } = await load();
    answer = () => json({ ID: 1 }, 201);
    await summits.createSummit({ title: 'S', outfit_image: file('o.png'), timetable: file('t.pdf', 'application/pdf'), posters: [file('1.png'), file('2.png')] });
    await summits.updateSummit(1, { title: 'S2', posters: [file('3.png'), file('4.png')] });
    const created = await (requests[0] as Request).formData();
    const updated = await (requests[1] as Request).formData();
    expect([...created.keys()]).toEqual(['title', 'outfit_image', 'timetable', 'posters', 'posters']);
    expect([...updated.keys()]).toEqual(['title', 'posters[0]', 'posters[1]']);
    expect(requests[1]?.url).toBe('http://api.test/api/summits/1/update');
  });

  it("summit create: the client checks' texts, before any call", async () => {
    const { summits } = await load();
    const base = { title: 'S', outfit_image: file('o.png'), timetable: file('t.pdf') };
    await expect(summits.createSummit({ ...base, outfit_image: 'o.png' as unknown as File })).rejects.toMatchObject({
      message: 'Outfit image is required and must be a valid file.',
    });
    await expect(summits.createSummit({ ...base, posters: ['x' as unknown as File] })).rejects.toMatchObject({
      message: 'All posters must be valid files.',
    });
    await expect(summits.updateSummit(1, { title: '  ' })).rejects.toMatchObject({ message: 'Title is required and must be a string.' });
    expect(requests).toHaveLength(0);
  });

  it('book update: a null file is left out, so the server keeps the current one', async () => {
    const { books } = await load();
    answer = () => json({ ID: 2 });
    await books.updateBook(2, { title: 'B', description: '', image: null, reading_plan: file('plan.pdf', 'application/pdf') });
    const form = await (requests[0] as Request).formData();
    expect([...form.keys()]).toEqual(['title', 'description', 'reading_plan']);
  });

  it('with onProgress the upload goes over XMLHttpRequest and reports progress', async () => {
    FakeXhr.instances = [];
    FakeXhr.script = (xhr) => {
      xhr.progress(5, 10);
      xhr.respond(201, JSON.stringify({ ID: 7, Title: 'News' }));
    };
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
    const { posts } = await load();
    const progress: number[] = [];
    const post = await posts.createPost({ title: 'News', image: file('i.png') }, { onProgress: (p) => progress.push(p) });
    expect(post).toEqual({ ID: 7, Title: 'News' });
    expect(progress).toEqual([0, 50, 100]);
    expect(requests).toHaveLength(0);
    expect(FakeXhr.instances[0]?.requestHeaders.authorization).toBe('Bearer t');
  });
});

describe('auth', () => {
  it('login stores the token; logout clears it even when the server fails', async () => {
    const { auth } = await load();
    answer = () => json({ success: true, token: 'jwt' });
    await expect(auth.login({ email: 'a@b.co', password: 'pw' })).resolves.toEqual({ success: true, token: 'jwt' });
    expect(storage.getItem('token')).toBe('jwt');
    answer = () => json({ error: 'x', message: 'x' }, 500);
    await auth.logout();
    expect(requests[1]?.url).toBe('http://api.test/api/user/logout');
    expect(requests[1]?.headers.get('Authorization')).toBe('Bearer jwt');
    expect(storage.getItem('token')).toBeNull();
  });

  it('a failed login stores nothing', async () => {
    const { auth } = await load();
    answer = () => json({ error: 'Invalid email or password.', message: 'Invalid email or password.' }, 401);
    await expect(auth.login({ email: 'a@b.co', password: 'no' })).rejects.toMatchObject({ status: 401 });
    expect(storage.getItem('token')).toBeNull();
  });
});

describe('settings and messages', () => {
  it("settings: 'No settings data received' for an empty answer", async () => {
    const { settings } = await load();
    answer = () => new Response(null, { status: 200, headers: { 'Content-Length': '0' } });
    await expect(settings.getSettings()).rejects.toMatchObject({ message: 'No settings data received' });
  });

  it('contact message: template_params with the local date and the year, no token, answer OK', async () => {
    storage.setItem('token', 't');
    const { messages } = await load();
    answer = () => new Response('OK', { headers: { 'Content-Type': 'text/plain' } });
    const now = new Date(2025, 2, 3, 10);
    await expect(messages.sendContactMessage({ email: ' a@b.co ', message: 'Hello' }, now)).resolves.toBe('OK');
    const request = requests[0] as Request;
    expect(request.headers.has('Authorization')).toBe(false);
    const body: unknown = await request.json();
    expect(body).toHaveProperty('template_params', { from_email: 'a@b.co', message: 'Hello', date: now.toLocaleDateString(), year: '2025' });
    expect(body).toHaveProperty('service_id', expect.any(String));
    expect(body).toHaveProperty('template_id', expect.any(String));
  });
});
