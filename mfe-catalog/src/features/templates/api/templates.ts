import { commerceApi } from '@shop/contracts/commerce';
import { templatesApi, type TemplateListType } from '@shop/contracts/templates';
import { useCall } from '@shop/data';

/**
 * The templates of a list: for the current picture set when there is one (qualified templates, its
 * pictures filled in), else every template of the type or category.
 */
export function useTemplates(type: TemplateListType, category: string | undefined, subjectUuid: string | null, lang: string) {
  // the language is not in the path: the answer's names change with it
  const forSet = Boolean(subjectUuid && category);
  const bySubject = useCall(
    templatesApi.templatesForSubject,
    { params: { type, category: category ?? '', subjectUuid: subjectUuid ?? '' }, query: { lang } },
    { enabled: forSet },
  );
  const byCategory = useCall(
    templatesApi.templatesByCategory,
    { params: { type, category: category ?? '' }, query: { lang } },
    {
      enabled: !forSet && Boolean(category),
    },
  );
  const byType = useCall(templatesApi.templatesByType, { params: { type }, query: { lang } }, { enabled: !forSet && !category });
  return forSet ? bySubject : category ? byCategory : byType;
}

export const useCardCategories = (lang: string) => useCall(templatesApi.cardCategories, { query: { lang } }, { shared: true });
export const usePhotoGiftInfo = (category: string | undefined) =>
  useCall(templatesApi.photoGiftCategoryInfo, { params: { category: category ?? '' } }, { shared: true, enabled: Boolean(category) });
/** The template products and their tiers as the server prices them for this customer (the sticky headers, the price dialog); the cart decides campaigns. */
export const useProducts = (lang: string) => useCall(commerceApi.products, { query: { lang } }, { staleOn: ['cart:changed'] });
