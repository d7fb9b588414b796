import { useRef } from 'react';
import { isVideoPath } from '../../../domain/imageSources';
import { fileKey, VideoPosterPicker } from './VideoPosterPicker';
import styles from './albums.module.css';

export type PosterMap = ReadonlyMap<File, Blob | null>;

/** A chosen file is a video: by its type, or by its name when the browser gives no type. */
const isVideoFile = (file: File) => file.type.startsWith('video/') || (!file.type && isVideoPath(file.name));

/**
 * A poster picker under the file field for each chosen video (issue 13); `onChange` gets every
 * video's frame so far (null where the browser could not read the video).
 */
export function VideoPosters({ files, onChange }: { files: readonly File[]; onChange: (posters: PosterMap) => void }) {
  // Mutable, not state: two pickers may report at once, and neither may drop the other's frame.
  const posters = useRef(new Map<File, Blob | null>());
  const videos = files.filter(isVideoFile);
  if (videos.length === 0) return null;
  const set = (file: File, poster: Blob | null) => {
    posters.current.set(file, poster);
    onChange(new Map(posters.current));
  };
  return (
    <div className={styles.posters}>
      {videos.map((file) => (
        <VideoPosterPicker key={fileKey(file)} file={file} onChange={(poster) => set(file, poster)} />
      ))}
    </div>
  );
}
