import type { Picture } from '@shop/contracts/account';
import { Image } from '@shop/ui';
import { heightFor, srcSet } from '../lib/pictures';

/**
 * A responsive picture: the 320 derivative as src, all derivatives in srcset, width/height set so the
 * browser reserves the space before the file arrives, loaded lazily.
 */
export function PictureImage({
  picture,
  alt,
  sizes = '(min-width: 62em) 16vw, (min-width: 48em) 25vw, 50vw',
  width = 320,
}: {
  picture: Picture;
  alt: string;
  sizes?: string;
  width?: number;
}) {
  return (
    <Image
      src={picture.images.w320}
      srcSet={srcSet(picture)}
      sizes={sizes}
      htmlWidth={width}
      htmlHeight={heightFor(picture, width)}
      loading="lazy"
      decoding="async"
      alt={alt}
      display="block"
      w="100%"
      h="auto"
      objectFit="cover"
    />
  );
}
