import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, test } from './fixtures';
import { PUBLIC_TEXTS } from '../../src/domain/texts/publicTexts';
import { INITIAL_DATA_ID } from '../../src/domain/pageData';
import { createMedia, mp4, pdf, photo, send } from './public-content';
import { removeAll, seedAll, type Seeded } from './server-render';
import { firstOfEachKind } from './early-taps-controls';
import { prepare, pressEach } from './early-taps-press';

// Issue 32, "first paint without waiting for scripts": a public page is on screen before its code
// runs (src/main.tsx), and no tap made meanwhile may be lost. Each control of the home, gallery and
// summit pages is tapped while the app's code is held back: a link must lead where it says as it
// would without JavaScript, a button must do its work once the app is let through (index.html holds
// the tap and presses the button again). The links of a page, and its buttons but one of each kind,
// are tapped together in one page (pressInOnePage); one link of each kind is followed, and one
// button of each kind pressed through to its effect, in a page of its own (pressEarly; on a phone,
// the kinds only a phone has, as index.html presses again the same way whatever the tap). The controls
// are found on the page, not listed here: one added later without a check here fails the test until
// it gets one.
// Last, a tap on a page painted while the rest of its HTML is still on its way (a slow network):
// index.html's script must already listen then, so it comes before the page's markup.

const PAGES = ['/', '/gallery', '/summit'] as const;
const CHANNEL = 'https://whatsapp.com/channel/0029VaTucasaEarlyTaps2026';

// About a hundred page loads per project: the tests spread over both workers (each seeds its own server).
test.describe.configure({ mode: 'parallel' });

let seeded: Seeded;

test.beforeAll(async ({ request }, testInfo) => {
  const tag = `${testInfo.project.name} early taps`;
  seeded = await seedAll(request, tag);
  // A carousel of four (arrows, dots, Pause), a description and titles long enough for their Read
  // More, an attachment; a gallery event of two files, one a video; the WhatsApp channel (Follow).
  const longTitle = (n: number) => `${tag}: Registration for the Annual Summit is open, notice ${n}`;
  const longText = 'Delegates from every campus can now register for the Annual Summit: seminars, worship, a mission fair and a choir festival.';
  for (const n of [1, 2]) {
    const post = await send<{ ID: number }>(request, 'POST', '/api/posts/create', { title: longTitle(n), description: longText });
    seeded.made.push(['posts', post.ID]);
  }
  const newest = await send<{ ID: number }>(request, 'POST', '/api/posts/create', { title: longTitle(3), description: longText, attachment: pdf() });
  seeded.made.push(['posts', newest.ID]);
  const album = await createMedia(request, { event_title: `${tag}: Choir Night`, media_files: [mp4('choir.mp4'), await photo('Choir', 300, 900, 600)] });
  seeded.made.push(['media', album.ID]);
  await send(request, 'PUT', '/api/settings/update', { missionText: seeded.hero.mission, subtitleText: seeded.hero.subtitle, whatsappChannel: CHANNEL });
});

test.afterAll(async ({ request }) => {
  if (seeded) await send(request, 'PUT', '/api/settings/update', { missionText: seeded.hero.mission, subtitleText: seeded.hero.subtitle, whatsappChannel: '' });
  await removeAll(request, seeded);
});

for (const url of PAGES) {
  test(`${url}: every control tapped before the app has taken over does its work`, { tag: '@phone' }, async ({ context, baseURL }, testInfo) => {
    await prepare(context, baseURL!);
    await pressEach(context, url, 'tap', Boolean(testInfo.project.use.hasTouch), () => true);
  });
}

/**
 * A key reaches index.html's holder as the click the browser makes of it, the same for every button:
 * each kind of button, the first of its kind on the page, is pressed with each key and checked to be
 * held, and one of them for each key through to its effect. The taps above press every button, and
 * one of each kind through to its effect.
 */
for (const url of PAGES) {
  test(`${url}: each kind of button pressed from the keyboard before the app has taken over is held for it`, async ({ context, baseURL }) => {
    await prepare(context, baseURL!);
    for (const key of ['Enter', 'Space'] as const) {
      await pressEach(context, url, key, false, firstOfEachKind());
    }
  });
}

/**
 * A proxy in front of the worker's server that sends each page in two parts, as a slow network
 * does: up to the end of its data script (after which the browser paints it: server/web/render.ts)
 * and, once `sendRest` is called, what follows (the end of index.html, the app's entry among it).
 */
async function slowPages(baseURL: string): Promise<{ origin: string; sendRest: () => void; close: () => Promise<void> }> {
  let sendRest = () => {};
  const rest = new Promise<void>((resolve) => (sendRest = resolve));
  const upstream = new URL(baseURL);
  const server = http.createServer((req, res) => {
    // Uncompressed, to be cut where the data script ends.
    const headers = { ...req.headers, host: upstream.host, 'accept-encoding': 'identity' };
    const forward = http.request({ host: upstream.hostname, port: upstream.port, path: req.url, method: req.method, headers }, (answer) => {
      res.writeHead(answer.statusCode!, answer.headers);
      if (!(answer.headers['content-type'] ?? '').startsWith('text/html')) {
        answer.pipe(res);
        return;
      }
      const chunks: Buffer[] = [];
      answer.on('data', (chunk: Buffer) => chunks.push(chunk));
      answer.on('end', () => {
        const page = Buffer.concat(chunks);
        const data = page.indexOf(`id="${INITIAL_DATA_ID}"`);
        const cut = data < 0 ? page.length : page.indexOf('</script>', data) + '</script>'.length;
        res.write(page.subarray(0, cut));
        void rest.then(() => res.end(page.subarray(cut)));
      });
    });
    forward.on('error', () => res.destroy());
    req.pipe(forward);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    sendRest,
    close: () => {
      sendRest();
      server.closeAllConnections();
      return new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

test('a tap on a page painted before its last bytes arrived is held too', { tag: '@phone' }, async ({ page, baseURL }, testInfo) => {
  const slow = await slowPages(baseURL!);
  try {
    await page.goto(`${slow.origin}/`, { waitUntil: 'commit' });
    const button = page.getByRole('button', { name: PUBLIC_TEXTS.home.readMoreAbout('About Us') });
    await expect(button).toBeVisible();
    // On screen (frames run once the first paint is no longer held), the rest of the page still to come.
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    expect(await page.evaluate(() => document.readyState)).toBe('loading');
    await (testInfo.project.use.hasTouch ? button.tap() : button.click());
    slow.sendRest();
    await expect(page.getByRole('dialog', { name: 'About Us' })).toBeVisible();
  } finally {
    await slow.close();
  }
});
