// Believable demo content, made on this machine (no downloads) and put in through the API itself,
// so it passes the same validation, re-encoding and storage as an admin's uploads.
import type { FastifyInstance } from 'fastify';
import sharp, { type SharpOptions } from 'sharp';
import type { Db } from '../server/db/index.js';

const W = 'http://www.w3.org/2000/svg';

function escapeXml(s: string) {
  return s.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** A photo-like JPEG: a gradient scene with grain, so its size is what a phone camera makes. */
export async function photo(title: string, hue: number, width = 2400, height = 1600, quality = 88): Promise<File> {
  const svg = `<svg xmlns="${W}" width="${width}" height="${height}">
    <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="hsl(${hue},65%,35%)"/><stop offset="1" stop-color="hsl(${(hue + 60) % 360},70%,60%)"/>
    </linearGradient></defs>
    <rect width="100%" height="100%" fill="url(#g)"/>
    <circle cx="${width * 0.7}" cy="${height * 0.35}" r="${height * 0.18}" fill="hsl(${(hue + 180) % 360},80%,75%)" opacity="0.6"/>
    <path d="M0 ${height * 0.8} Q ${width * 0.3} ${height * 0.6} ${width * 0.6} ${height * 0.78} T ${width} ${height * 0.7} V ${height} H 0 Z" fill="hsl(${hue},40%,20%)" opacity="0.8"/>
    <text x="${width * 0.06}" y="${height * 0.9}" font-family="DejaVu Sans, sans-serif" font-weight="bold" font-size="${Math.round(height / 14)}" fill="white">${escapeXml(title)}</text>
  </svg>`;
  const base = await sharp(Buffer.from(svg)).png().toBuffer();
  const grain = await sharp({
    create: { width, height, channels: 3, noise: { type: 'gaussian', mean: 128, sigma: 28 } },
  } as unknown as SharpOptions)
    .png()
    .toBuffer();
  const jpeg = await sharp(base)
    .composite([{ input: grain, blend: 'soft-light' }])
    .jpeg({ quality, chromaSubsampling: '4:4:4' })
    .toBuffer();
  return new File([new Uint8Array(jpeg)], `${title.replace(/\W+/g, '-').toLowerCase()}.jpg`, { type: 'image/jpeg' });
}

export async function portrait(name: string, hue: number): Promise<File> {
  const initials = name
    .split(/\s+/)
    .map((w) => w[0])
    .join('')
    .slice(0, 2);
  const svg = `<svg xmlns="${W}" width="600" height="600">
    <rect width="600" height="600" fill="hsl(${hue},45%,30%)"/>
    <circle cx="300" cy="230" r="120" fill="hsl(${hue},35%,75%)"/>
    <ellipse cx="300" cy="560" rx="220" ry="170" fill="hsl(${hue},35%,75%)"/>
    <text x="300" y="270" text-anchor="middle" font-family="DejaVu Sans, sans-serif" font-size="110" font-weight="bold" fill="hsl(${hue},45%,25%)">${escapeXml(initials)}</text>
  </svg>`;
  const buf = await sharp(Buffer.from(svg)).jpeg({ quality: 85 }).toBuffer();
  return new File([new Uint8Array(buf)], `${name.replace(/\W+/g, '-').toLowerCase()}.jpg`, { type: 'image/jpeg' });
}

/** A small, valid one-page PDF with a title and a few lines. */
export function pdfDocument(title: string, lines: string[]): File {
  return new File([pdfText(title, lines)], `${title.replace(/\W+/g, '-').toLowerCase()}.pdf`, { type: 'application/pdf' });
}

/** The bytes (all ASCII) of pdfDocument's PDF: objects, a cross-reference table, startxref, %%EOF. */
export function pdfText(title: string, lines: string[]): string {
  const esc = (s: string) => s.replace(/[\\()]/g, (c) => `\\${c}`);
  const text = [`BT /F1 20 Tf 60 760 Td (${esc(title)}) Tj ET`, ...lines.map((l, i) => `BT /F1 12 Tf 60 ${720 - i * 20} Td (${esc(l)}) Tj ET`)].join('\n');
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${text.length} >>\nstream\n${text}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((o, i) => {
    offsets.push(body.length);
    body += `${i + 1} 0 obj\n${o}\nendobj\n`;
  });
  const xref = body.length;
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('')}`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return body;
}

type Fields = Record<string, string | File | Array<string | File> | undefined>;

async function multipart(fields: Fields) {
  const fd = new FormData();
  for (const [k, v] of Object.entries(fields)) {
    if (v === undefined) continue;
    for (const x of Array.isArray(v) ? v : [v]) fd.append(k, x);
  }
  const req = new Request('http://localhost/', { method: 'POST', body: fd });
  return { payload: Buffer.from(await req.arrayBuffer()), headers: { 'content-type': req.headers.get('content-type')! } };
}

export interface SeedOptions {
  /** Pixel width of gallery photos; smaller keeps tests quick. */
  photoWidth?: number;
  galleryEvents?: number;
  log?: (line: string) => void;
}

export async function seedDemo({ app, db }: { app: FastifyInstance; db: Db }, token: string, options: SeedOptions = {}) {
  const log = options.log ?? (() => {});
  const pw = options.photoWidth ?? 2400;
  const ph = Math.round((pw * 2) / 3);
  const auth = { authorization: `Bearer ${token}` };

  async function send(method: 'POST' | 'PUT', url: string, fields: Fields) {
    const body = await multipart(fields);
    const res = await app.inject({ method, url, headers: { ...auth, ...body.headers }, payload: body.payload });
    if (res.statusCode >= 300) throw new Error(`${method} ${url} answered ${res.statusCode}: ${res.body}`);
    return res.json<{ ID: number }>();
  }
  async function json(url: string, payload: object) {
    const res = await app.inject({ method: 'POST', url, headers: auth, payload });
    if (res.statusCode >= 300) throw new Error(`POST ${url} answered ${res.statusCode}: ${res.body}`);
    return res.json<unknown>();
  }

  log('home settings');
  await send('PUT', '/api/settings/update', {
    missionText: 'Living the Mission, Reaching the Nations',
    subtitleText: 'TUCASA STU – The Adventist Mission to Campuses',
    heroBackgroundImage: await photo('TUCASA', 220, 1920, 1080),
  });

  log('leaders');
  const leaders: Array<[string, string, string]> = [
    ['Pr. Elia Mwakalinga', 'University Campus Chaplain Dodoma', '+255 754 100 200'],
    ['Grace Mushi', 'Associate Chaplain Iringa', 'grace.mushi@example.org'],
    ['Pr. Daniel Kimaro', 'Chaplain Mbeya', '+255 713 222 111'],
    ['Joseph Ngowi', 'Union Youth Director STU', '+255 765 300 400'],
    ['Neema Massawe', 'Union Secretary STU', 'neema@example.org'],
    ['Peter Mollel', 'Conference Coordinator East', '+255 784 555 666'],
    ['Rehema Said', 'Conference Treasurer South', 'rehema@example.org'],
    ['Baraka Lyimo', 'Zone Leader Morogoro', '+255 716 777 888'],
    ['Salome Mtui', 'Zone Secretary Dar', 'salome@example.org'],
  ];
  for (const [i, [name, title, contact]] of leaders.entries()) {
    const words = title.split(' ');
    const type = /union/i.test(title) ? 'Union' : /conference/i.test(title) ? 'Conference' : /zone/i.test(title) ? 'Zone' : 'Chaplain';
    const composed = words.length > 1 ? `${words.slice(0, -1).join(' ')} - ${type} - ${words.at(-1)}` : `${title} - ${type}`;
    await send('POST', '/api/chaplaincy-leaders/create', { name, title: composed, contact, image: await portrait(name, (i * 40) % 360) });
  }

  log('annual calendar');
  const year = new Date().getFullYear();
  const events: Array<[string, string, string, string]> = [
    [`${year}-01-01`, 'New Year Consecration Service', 'A morning of prayer to dedicate the year.', 'All members'],
    [`${year}-02-02`, 'Campus Evangelism Training', 'Practical training for campus outreach teams.', 'Evangelism teams'],
    [`${year}-03-03`, 'Week of Prayer', 'Evening meetings on every campus.', 'All campuses'],
    [`${year}-04-11`, 'Health Expo', 'Free health checks and lifestyle talks.', 'Health ministry, public'],
    [`${year}-05-12`, 'Leadership Retreat', 'Planning and spiritual renewal for leaders.', 'Chaplains and union leaders'],
    [`${year}-06-13`, 'Mid-year Fellowship', 'Songs, testimonies and fellowship.', 'All members'],
    [`${year}-07-21`, 'Community Service Day', 'Cleaning and visiting hospitals.', 'Volunteers'],
    [`${year}-08-22`, 'Music Festival', 'Choirs from every zone.', 'Choirs'],
    [`${year}-09-23`, 'Bible Conference', 'Three days of Bible study.', 'Delegates'],
    [`${year}-10-31`, 'Reformation Sabbath', 'A Sabbath on our Protestant heritage.', 'All members'],
    [`${year}-12-01`, 'Annual Summit', 'The yearly gathering of all campuses.', 'Delegates from 20 universities'],
  ];
  for (const [date, event, description, participants] of events) {
    await json('/api/annual-calendars/create', { date: new Date(`${date}T00:00:00.000Z`).toISOString(), event, description, participants });
  }

  log('announcements');
  const posts: Array<[string, string, number]> = [
    ['Registration for the Annual Summit is open', 'Delegates from every campus can now register for this year’s Annual Summit. Bring your campus choir, your questions and your friends: there will be seminars, worship and a mission fair.', 1],
    ['Week of Prayer starts on Sunday evening at every campus fellowship', 'Join us each evening at 7 pm.', 2],
    ['Health Expo volunteers needed', 'We need volunteers with a health background to help at the expo. Training is provided on the Friday before.', 5],
    ['Campus ministry report published', 'The report of last semester’s outreach is available.', 20],
    ['Welcome to the new academic year', 'Fellowship meets every Sabbath at 9 am.', 40],
  ];
  for (const [i, [title, description, daysAgo]] of posts.entries()) {
    const post = await send('POST', '/api/posts/create', {
      title,
      description,
      image: i < 3 ? await photo(title.split(' ').slice(0, 3).join(' '), 30 + i * 70, 1600, 1000, 85) : undefined,
      attachment: i === 0 ? pdfDocument('Summit registration', ['Fill in and bring to your chaplain.']) : undefined,
    });
    // The API stamps "now"; older demo posts are back-dated so the 7-day window has something to leave out.
    const createdAt = new Date(Date.now() - daysAgo * 86400000).toISOString();
    await db
      .updateTable('posts')
      .set({ created_at: createdAt, publish_at: createdAt })
      .where('id', '=', post.ID)
      .execute();
  }

  log('book of the year');
  await send('POST', '/api/annual-books/create', {
    title: 'Steps to Christ',
    description: 'A short classic on how to find and walk with Jesus, read chapter by chapter across the year.',
    image: await photo('Steps to Christ', 35, 800, 1200, 85),
    reading_plan: pdfDocument('Reading plan', ['January: chapters 1-2', 'February: chapters 3-4', 'March: chapters 5-6']),
  });

  log('summit');
  await send('POST', '/api/summits/create', {
    title: `TUCASA STU Annual Summit ${year}`,
    outfit_image: await photo('Summit outfit', 280, 1000, 1200, 85),
    timetable: pdfDocument('Summit timetable', ['Day 1: arrival and opening', 'Day 2: seminars', 'Day 3: mission fair']),
    posters: [await photo('Poster 1', 10, 900, 1200, 85), await photo('Poster 2', 190, 900, 1200, 85)],
  });

  log('gallery');
  // What a visitor's gallery shows is each event's first file: its upload is what the page would
  // send without the server's smaller copies.
  let galleryShownOriginalBytes = 0;
  const gallery = ['Week of Prayer', 'Health Expo', 'Music Festival', 'Community Service', 'Bible Conference', 'Summit Opening'];
  for (const [i, title] of gallery.slice(0, options.galleryEvents ?? gallery.length).entries()) {
    const files = [await photo(`${title} 1`, i * 55, pw, ph), await photo(`${title} 2`, i * 55 + 25, pw, ph)];
    galleryShownOriginalBytes += files[0]!.size;
    await send('POST', '/api/media/create', {
      event_title: title,
      description: i % 2 ? `Moments from the ${title.toLowerCase()}.` : undefined,
      media_files: files,
    });
  }
  return { galleryShownOriginalBytes };
}
