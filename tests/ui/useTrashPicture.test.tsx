// The Trash screen's thumbnails (issue 29): each picture of a trashed item is read with the token
// and held as an object URL, which must not outlive its card, and whose read must not outlive it.
import { act } from 'react';
import { afterEach, beforeEach, expect, test, vi } from 'vitest';
import { rootPerTest } from './mount';
import type { TrashPictureState } from '../../src/admin/trash/useTrashPicture';

const reads: { path: string; signal: AbortSignal; resolve: (blob: Blob) => void; reject: (error: unknown) => void }[] = [];

vi.mock('../../src/api/admin/trash', () => ({
  trashPicture: (path: string, { signal }: { signal: AbortSignal }) =>
    new Promise<Blob>((resolve, reject) => {
      reads.push({ path, signal, resolve, reject });
    }),
}));

const { useTrashPicture } = await import('../../src/admin/trash/useTrashPicture');

const dom = rootPerTest({ act: true });
let made: string[];
let revoked: string[];

beforeEach(() => {
  reads.length = 0;
  made = [];
  revoked = [];
  let n = 0;
  vi.spyOn(URL, 'createObjectURL').mockImplementation(() => {
    const url = `blob:test/${++n}`;
    made.push(url);
    return url;
  });
  vi.spyOn(URL, 'revokeObjectURL').mockImplementation((url) => {
    revoked.push(url);
  });
});
afterEach(() => {
  vi.restoreAllMocks();
});

function mount(path: string) {
  const seen: { current: TrashPictureState | null } = { current: null };
  function Probe({ path: p }: { path: string }) {
    seen.current = useTrashPicture(p);
    return null;
  }
  act(() => dom.root.render(<Probe path={path} />));
  return {
    get: () => seen.current!,
    rerender: (next: string) => act(() => dom.root.render(<Probe path={next} />)),
    unmount: () => act(() => dom.root.render(null)),
  };
}

const settle = () => act(async () => {});
function read(i: number) {
  const made = reads[i];
  if (!made) throw new Error(`trashPicture was called ${reads.length} times, not ${i + 1}`);
  return made;
}
const PICTURE = new Blob(['<svg/>'], { type: 'image/svg+xml' });

test('loading, then the picture as an object URL, revoked when the card goes', async () => {
  const probe = mount('uploads/a.webp');
  expect(probe.get()).toEqual({ status: 'loading' });
  expect(read(0).path).toBe('uploads/a.webp');
  read(0).resolve(PICTURE);
  await settle();
  expect(probe.get()).toEqual({ status: 'loaded', url: 'blob:test/1' });
  expect(revoked).toEqual([]);
  probe.unmount();
  expect(revoked).toEqual(['blob:test/1']);
});

test('a card gone before its picture came aborts the read, and a late answer makes no URL', async () => {
  const probe = mount('uploads/a.webp');
  probe.unmount();
  expect(read(0).signal.aborted).toBe(true);
  read(0).resolve(PICTURE);
  await settle();
  expect(made).toEqual([]);
});

test('a failed read is "failed", nothing more', async () => {
  const probe = mount('uploads/a.webp');
  read(0).reject(new Error('404'));
  await settle();
  expect(probe.get()).toEqual({ status: 'failed' });
  expect(made).toEqual([]);
});

test('another picture: the old URL revoked, the new one loading from its first render', async () => {
  const probe = mount('uploads/a.webp');
  read(0).resolve(PICTURE);
  await settle();
  probe.rerender('uploads/b.webp');
  expect(probe.get()).toEqual({ status: 'loading' });
  expect(revoked).toEqual(['blob:test/1']);
  expect(read(1).path).toBe('uploads/b.webp');
  read(1).resolve(PICTURE);
  await settle();
  expect(probe.get()).toEqual({ status: 'loaded', url: 'blob:test/2' });
});
