import { type PortalDetail, studioApi } from '@shop/contracts/studio';
import { invalidateCall, setCallData, useCall } from '@shop/data';

/** The portal the page is about, read fresh each time the page opens (another member may have changed it). */
export function usePortal(portalKey: string) {
  return useCall(studioApi.portal, { params: { portalKey } }, { staleTime: 0 });
}

/** A save's answer is the portal as it is now: every form of the page takes the new version from it. */
export function portalSaved(portal: PortalDetail): void {
  setCallData(studioApi.portal, { params: { portalKey: portal.key } }, portal);
  void invalidateCall(studioApi.portals);
}

/** After a 409: read the other member's version (the forms reset to it). */
export const reloadPortal = (portalKey: string) => invalidateCall(studioApi.portal, { params: { portalKey } });
