import { Routes } from 'react-router';
import { pictureSetRoutes } from './features/picture-sets';
import { profileRoutes } from './features/profile';

/**
 * The account module's routes (see the route table in @shop/contracts): picture sets, favourites,
 * yearbook pose and the new-picture-set flow; the my-account menu and the profile screens.
 */
export function AccountRoutes() {
  return (
    <Routes>
      {pictureSetRoutes}
      {profileRoutes}
    </Routes>
  );
}
