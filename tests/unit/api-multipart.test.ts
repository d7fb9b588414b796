import { describe, expect, it } from 'vitest';
import type { components } from '../../shared/api-schema';
import { formDataSerializer, multipartInit, toFormData } from '../../src/api/multipart';
import { json, recordingClient, stubLocalStorage } from './support/client';

const storage = stubLocalStorage();

describe('toFormData', () => {
  it('repeats the name for arrays, keeps file names, writes scalars as text, drops null and undefined', async () => {
    const a = new File(['aaa'], 'a.png', { type: 'image/png' });
    const b = new File(['bb'], 'b.mp4', { type: 'video/mp4' });
    const form = toFormData({ event_title: 'Camp', count: 2, flag: false, media_files: [a, null, b], description: undefined, gone: null });
    expect([...form.keys()]).toEqual(['event_title', 'count', 'flag', 'media_files', 'media_files']);
    expect(form.get('event_title')).toBe('Camp');
    expect(form.get('count')).toBe('2');
    expect(form.get('flag')).toBe('false');
    const files = form.getAll('media_files') as File[];
    expect(files.map((f) => f.name)).toEqual(['a.png', 'b.mp4']);
    expect(await files[0]?.text()).toBe('aaa');
  });

  it('indexes the named array fields (posters[0], posters[1]) and only those', () => {
    const p = (n: string) => new File(['p'], n);
    const form = toFormData({ title: 'S', posters: [p('1.png'), undefined, p('2.png')], tags: ['x', 'y'] }, { indexed: ['posters'] });
    expect([...form.keys()]).toEqual(['title', 'posters[0]', 'posters[1]', 'tags', 'tags']);
    expect((form.get('posters[1]') as File).name).toBe('2.png');
  });

  it('indexes every array with indexed: true; strings in arrays stay text', () => {
    const form = toFormData({ remove_files: ['uploads/a.webp', 'uploads/b.webp'] }, { indexed: true });
    expect([...form.entries()]).toEqual([
      ['remove_files[0]', 'uploads/a.webp'],
      ['remove_files[1]', 'uploads/b.webp'],
    ]);
  });

  it('goes through openapi-fetch as multipart with the boundary fetch chose (no hand-set Content-Type)', async () => {
    storage.setItem('token', 't0k');
    const { client, requests } = recordingClient(() => json({ ID: 1 }, 201));
    const file = new File(['img'], 'x.png', { type: 'image/png' });
    await client.POST('/api/chaplaincy-leaders/create', {
      body: { name: 'Asha', title: 'Chaplain - Chaplain', contact: '+255', image: file as unknown as string },
      bodySerializer: formDataSerializer(),
    });
    const request = requests[0] as Request;
    expect(request.headers.get('Content-Type')).toMatch(/^multipart\/form-data; boundary=/);
    const form = await request.formData();
    expect(form.get('name')).toBe('Asha');
    expect((form.get('image') as File).name).toBe('x.png');
  });
});

describe('multipartInit', () => {
  type SummitUpdateForm = components['schemas']['SummitUpdateForm'];
  const poster = (name: string) => new File(['p'], name, { type: 'image/png' });

  it("sends the form's files through openapi-fetch, with its FormData options, and no cast at the call", async () => {
    const { client, requests } = recordingClient(() => json({ ID: 2 }));
    const input = { title: 'Camp', posters: [poster('1.png'), poster('2.png')], outfit_image: null };
    await client.PUT('/api/summits/{id}/update', {
      params: { path: { id: 2 } },
      ...multipartInit<SummitUpdateForm>(input, {}, { indexed: ['posters'] }),
    });
    const form = await (requests[0] as Request).formData();
    expect([...form.keys()]).toEqual(['title', 'posters[0]', 'posters[1]']);
    expect((form.get('posters[1]') as File).name).toBe('2.png');
  });

  it('passes the signal on, and takes the XMLHttpRequest transport only when progress is wanted', () => {
    const signal = new AbortController().signal;
    const plain = multipartInit<SummitUpdateForm>({ title: 'x' }, { signal });
    expect(plain.signal).toBe(signal);
    expect('fetch' in plain).toBe(false);
    expect(typeof multipartInit<SummitUpdateForm>({ title: 'x' }, { onProgress: () => {} }).fetch).toBe('function');
  });
});
