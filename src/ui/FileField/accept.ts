/**
 * Whether a file satisfies an `accept` attribute ('image/*', 'video/*,application/pdf', '.pdf').
 * The picker applies `accept` only as a suggestion (drag and drop, "All files"), so the field checks again.
 */
export function matchesAccept(file: Pick<File, 'name' | 'type'>, accept: string | undefined): boolean {
  if (!accept) return true;
  const name = file.name.toLowerCase();
  const type = file.type.toLowerCase();
  return accept
    .split(',')
    .map((rule) => rule.trim().toLowerCase())
    .filter(Boolean)
    .some((rule) => {
      if (rule.startsWith('.')) return name.endsWith(rule);
      if (rule.endsWith('/*')) return type.startsWith(rule.slice(0, -1));
      return type === rule;
    });
}

export type FileKind = 'image' | 'video' | 'pdf' | 'other';

const EXTENSIONS: Record<Exclude<FileKind, 'other'>, RegExp> = {
  image: /\.(avif|gif|jpe?g|png|svg|webp)$/i,
  video: /\.(mov|mp4|m4v|ogv|webm)$/i,
  pdf: /\.pdf$/i,
};

/** How to preview a file: by its MIME type, else by the extension of its name or URL. */
export function fileKind(type: string, nameOrUrl: string): FileKind {
  if (type.startsWith('image/')) return 'image';
  if (type.startsWith('video/')) return 'video';
  if (type === 'application/pdf') return 'pdf';
  const path = nameOrUrl.split(/[?#]/)[0] ?? '';
  for (const kind of ['image', 'video', 'pdf'] as const) if (EXTENSIONS[kind].test(path)) return kind;
  return 'other';
}

export function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}
