import { templatesApi } from '@shop/contracts/templates';
import { useCall } from '@shop/data';

/** The category overview's tiles in the current language, with each category's qualified picture set. */
export function useCategories(lang: string) {
  return useCall(templatesApi.templateCategories, { query: { lang } }, { staleOn: ['pictureset:added', 'cart:changed'] });
}
