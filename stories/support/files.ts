/** Deterministic test files for stories (no network, same pixels on every run). */

export async function pngBlob(color = '#60a5fa', width = 96, height = 64): Promise<Blob> {
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  const context = canvas.getContext('2d');
  if (!context) throw new Error('2D canvas unavailable');
  context.fillStyle = color;
  context.fillRect(0, 0, width, height);
  context.fillStyle = '#0b1120';
  context.fillRect(width / 4, height / 4, width / 2, height / 2);
  return new Promise((resolve, reject) =>
    canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new Error('toBlob failed'))), 'image/png'),
  );
}

export async function pngFile(name: string, color?: string): Promise<File> {
  return new File([await pngBlob(color)], name, { type: 'image/png', lastModified: 0 });
}

/** Not a playable video: enough for the field, which previews it with a <video> element. */
export function videoFile(name: string): File {
  return new File([new Uint8Array(2048)], name, { type: 'video/mp4', lastModified: 0 });
}

export function pdfFile(name: string): File {
  return new File(['%PDF-1.4\n%%EOF\n'], name, { type: 'application/pdf', lastModified: 0 });
}

/** Puts files on an input the way drag and drop does, bypassing the picker's `accept` filter. */
export function dropFiles(input: HTMLInputElement, files: File[]): void {
  const transfer = new DataTransfer();
  for (const file of files) transfer.items.add(file);
  input.files = transfer.files;
  input.dispatchEvent(new Event('input', { bubbles: true }));
  input.dispatchEvent(new Event('change', { bubbles: true }));
}

/**
 * A real, playable WebM made in the browser (a canvas recorded by MediaRecorder, about 2 s): red for
 * its first second, blue after, so a poster picked before or after 1 s shows which; as base64.
 * Self-contained (no import, no outer name): the e2e suite runs it in its page as it is, with
 * Playwright's `page.evaluate(recordRedThenBlueWebm)` (tests/e2e/admin-video-poster.spec.ts).
 */
export async function recordRedThenBlueWebm(): Promise<string> {
  const canvas = document.createElement('canvas');
  canvas.width = 320;
  canvas.height = 180;
  const context = canvas.getContext('2d')!;
  const recorder = new MediaRecorder(canvas.captureStream(30), { mimeType: 'video/webm' });
  const chunks: Blob[] = [];
  recorder.ondataavailable = (event) => chunks.push(event.data);
  const done = new Promise<Blob>((resolve, reject) => {
    recorder.onstop = () => resolve(new Blob(chunks, { type: 'video/webm' }));
    recorder.onerror = () => reject(new Error('MediaRecorder failed'));
  });
  const started = performance.now();
  recorder.start(100);
  const paint = () => {
    const elapsed = performance.now() - started;
    context.fillStyle = elapsed < 1000 ? '#dc2626' : '#2563eb';
    context.fillRect(0, 0, canvas.width, canvas.height);
    if (elapsed < 2200) requestAnimationFrame(paint);
    else recorder.stop();
  };
  paint();
  const bytes = new Uint8Array(await (await done).arrayBuffer());
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary);
}

let recorded: Promise<Blob> | null = null;

/** recordRedThenBlueWebm's video as a file, recorded once per page. */
export function recordedVideo(name: string): Promise<File> {
  recorded ??= recordRedThenBlueWebm().then((base64) => new Blob([Uint8Array.from(atob(base64), (c) => c.charCodeAt(0))], { type: 'video/webm' }));
  return recorded.then((blob) => new File([blob], name, { type: 'video/webm', lastModified: 0 }));
}

/** The colour at a picture's centre, as [red, green, blue]. */
export async function centreColour(picture: Blob): Promise<[number, number, number]> {
  const bitmap = await createImageBitmap(picture);
  const canvas = new OffscreenCanvas(bitmap.width, bitmap.height);
  const context = canvas.getContext('2d')!;
  context.drawImage(bitmap, 0, 0);
  const [r, g, b] = context.getImageData(Math.floor(bitmap.width / 2), Math.floor(bitmap.height / 2), 1, 1).data;
  return [r!, g!, b!];
}
