import { useParams } from 'react-router';
import { usePictureSet } from '../api/picture-sets';

/** The picture set named by the route's :pictureSetUuid. */
export function useSetFromRoute() {
  const { pictureSetUuid } = useParams();
  return usePictureSet(pictureSetUuid);
}
