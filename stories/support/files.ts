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
