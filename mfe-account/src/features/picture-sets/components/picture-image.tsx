import type { Picture } from '@shop/contracts/account';
import { Image } from '@shop/ui';
import { heightFor, srcSet } from '../lib/pictures';

/**
 * A responsive picture: the 320 derivative as src, all derivatives in srcset, width/height set so the
 * browser reserves the space before the file arrives, loaded lazily. `priority`: the page's largest paint
 * (the first pictures of a server-rendered page, decision 0066): loaded at once and first, and the server's
 * first view asks for it in <head> (React turns an eager picture into a preload hint).
 */
export function PictureImage({
  picture,
  alt,
  sizes = '(min-width: 62em) 16vw, (min-width: 48em) 25vw, 50vw',
  width = 320,
  priority = false,
}: {
  picture: Picture;
  alt: string;
  sizes?: string;
  width?: number;
  priority?: boolean;
}) {
  return (
    <Image
      src={picture.images.w320}
      srcSet={srcSet(picture)}
      sizes={sizes}
      htmlWidth={width}
      htmlHeight={heightFor(picture, width)}
      loading={priority ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : undefined}
      decoding="async"
      alt={alt}
      display="block"
      w="100%"
      h="auto"
      objectFit="cover"
    />
  );
}
