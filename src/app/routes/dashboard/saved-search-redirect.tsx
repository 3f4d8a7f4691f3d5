import { Navigate, useParams } from 'react-router-dom';

import { paths } from '@/config/paths';

/**
 * /dashboard/busquedas-guardadas/:id is the url the spec gives each saved search in the sidebar;
 * the search itself runs at /dashboard/saved-search/:id. Replace, so Back does not bounce here.
 */
export function Component() {
  const { id } = useParams();
  return (
    <Navigate
      replace
      to={id ? paths.dashboard.savedSearch.getHref(id) : paths.dashboard.savedSearches.getHref()}
    />
  );
}
