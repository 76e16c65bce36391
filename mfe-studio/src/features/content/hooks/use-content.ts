import { type PortalContent, studioApi } from '@shop/contracts/studio';
import { invalidateCall, setCallData, useCall } from '@shop/data';

export function useContent(portalKey: string) {
  return useCall(studioApi.portalContent, { params: { portalKey } }, { staleTime: 0 });
}

export const contentSaved = (portalKey: string, content: PortalContent) => setCallData(studioApi.portalContent, { params: { portalKey } }, content);
export const reloadContent = (portalKey: string) => invalidateCall(studioApi.portalContent, { params: { portalKey } });
