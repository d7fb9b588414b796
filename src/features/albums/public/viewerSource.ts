import { galleryFileAlt, type GalleryFileView } from '../rules';
import { isVideoPath } from '../../../domain/imageSources';
import { IMAGE_VARIANT_WIDTHS, imageSources, resolveFileUrlOr } from '../../../domain/imageSources';

/** The widest copy the full-screen viewer asks for: sharp on a laptop and on a 3x phone. */
export const VIEWER_MAX_WIDTH = Math.max(...IMAGE_VARIANT_WIDTHS);

/**
 * The URL the viewer shows for a stored file: for an uploaded picture wider than 1600 px, its
 * 1600 px copy (a 2400 px original weighs ten times more and no screen shows the difference);
 * otherwise the file itself (videos, older uploads, http URLs, smaller pictures).
 */
export function viewerSource(path: string, base: string, placeholder: string): string {
  if (isVideoPath(path)) return resolveFileUrlOr(path, base, placeholder);
  const { src, srcSet, width } = imageSources(path, base, placeholder);
  if (!srcSet || width === null || width <= VIEWER_MAX_WIDTH) return src;
  const copy = srcSet
    .split(', ')
    .map((candidate) => candidate.split(' '))
    .find(([, w]) => w === `${VIEWER_MAX_WIDTH}w`);
  return copy?.[0] ?? src;
}

/**
 * The viewer's sources of a gallery's files: each file's, which are videos, each video's poster
 * picture's, and each picture's alt text (decision 024; '<title>, <n> of <total>' where it has none, as before).
 */
export function viewerSources(files: readonly GalleryFileView[], base: string, placeholder: string, title: string) {
  return {
    files: files.map((file) => viewerSource(file.path, base, placeholder)),
    isVideo: isVideoPath,
    getPoster: (_file: string, index: number) => {
      const poster = files[index]?.poster;
      return poster ? viewerSource(poster, base, placeholder) : undefined;
    },
    getAlt: (_file: string, index: number) => galleryFileAlt(files, index, title),
  };
}
