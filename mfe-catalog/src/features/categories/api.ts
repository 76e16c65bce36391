import { accountApi } from '@shop/contracts/account';
import { templatesApi } from '@shop/contracts/templates';
import { useCall } from '@shop/data';

/** The category overview's tiles in the current language, with each category's qualified picture set. */
export function useCategories(lang: string) {
  return useCall(templatesApi.templateCategories, { query: { lang } }, { staleOn: ['pictureset:added', 'cart:changed'] });
}

/** The customer's picture sets (the current one's name for the change dialog and the packages page). */
export function usePictureSets(enabled: boolean) {
  return useCall(accountApi.pictureSets, {}, { enabled, staleOn: ['pictureset:added'] });
}
