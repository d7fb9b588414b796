import { API_BASE } from '../../api/client';
import { imageAttributes, imageSources } from '../../domain/imageSources';
import { PLACEHOLDER_SRC, SmartImage, type SmartImageProps } from '../../ui/SmartImage';

export type StoredImageProps = Omit<SmartImageProps, 'src' | 'srcSet' | 'width' | 'height'> & {
  /** The file's path as the API gives it ('uploads/...'). */
  path: string | null | undefined;
  /** Shown when the path is empty. */
  placeholder?: string;
};

/**
 * A picture the server stores: its URL, its smaller variants (srcset) and its size, all read from
 * the stored name, so it takes its place before it loads.
 */
export function StoredImage({ path, placeholder, ...props }: StoredImageProps) {
  return <SmartImage {...imageAttributes(imageSources(path, API_BASE, placeholder))} {...props} />;
}

/**
 * A card's picture in an admin list: the placeholder when its file is missing, and loaded at once
 * (a short list, so that none is missing when the admin scrolls).
 */
export function CardPicture(props: Omit<StoredImageProps, 'placeholder' | 'loading'>) {
  return <StoredImage placeholder={PLACEHOLDER_SRC} loading="eager" {...props} />;
}
