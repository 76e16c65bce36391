import { Navigate, Route } from 'react-router';
import { FavoritesPage } from './pages/favorites-page';
import { NewFavoritesPage, NewPictureSetPage, NewYearbookPosePage } from './pages/new-picture-set';
import { PictureSetPage } from './pages/picture-set-page';
import { PictureSetsPage } from './pages/picture-sets-page';
import { YearbookPosePage } from './pages/yearbook-pose-page';
import { patterns, paths } from './lib/paths';

/** Picture sets, favourites, yearbook pose and the new-picture-set flow (a fragment of <Route>s for AccountRoutes). */
export const pictureSetRoutes = (
  <>
    <Route path={patterns.pictureSets} element={<PictureSetsPage />} />
    <Route path={patterns.pictureSet} element={<PictureSetPage />} />
    <Route path={patterns.favorites} element={<FavoritesPage />} />
    <Route path={patterns.yearbookPose} element={<YearbookPosePage />} />
    <Route path={patterns.newSetLegacy} element={<Navigate to={paths.newPictureSet} replace />} />
    <Route path={patterns.newPictureSet} element={<NewPictureSetPage />} />
    <Route path={patterns.newFavorites} element={<NewFavoritesPage />} />
    <Route path={patterns.newYearbookPose} element={<NewYearbookPosePage />} />
  </>
);
