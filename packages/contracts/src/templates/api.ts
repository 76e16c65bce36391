/**
 * The catalogue's template calls (spec 2 section 7), at the spec's exact paths: the category overview
 * (legacy .php), the card categories, a photo-gift category's info, the template lists (by type,
 * category and picture set) and one template's definition. docs/decisions/0022.
 */
import * as v from 'valibot';
import { defineCall } from '../call';
import { TemplateDefinition, TemplateSummary } from './template';

const Uuid = v.pipe(v.string(), v.uuid('Invalid id'));
/** A category's internal name (cards' subcategories, photo-gift categories): what the routes carry. */
export const CategoryName = v.pipe(v.string(), v.minLength(1), v.maxLength(64), v.regex(/^[a-z0-9][a-z0-9_-]*$/, 'A category name (a-z, 0-9, - and _)'));
/** Route type of the template lists (spec 2: type is one of cards, calendars, photogifts). */
export const TemplateListType = v.picklist(['cards', 'calendars', 'photogifts']);
export type TemplateListType = v.InferOutput<typeof TemplateListType>;

/** The picture set a category's templates are best made from (spec 2: firstQualifiedSubject). */
export const QualifiedSubject = v.object({ uuid: v.string(), name: v.string(), group: v.string() });
export type QualifiedSubject = v.InferOutput<typeof QualifiedSubject>;

export const SubCategory = v.object({ internalName: v.string(), title: v.string(), default: v.boolean() });
export type SubCategory = v.InferOutput<typeof SubCategory>;

/** A tile of the category overview (spec 2 section 3: Category). */
export const Category = v.object({
  internalName: v.string(),
  title: v.string(),
  description: v.string(),
  /** Image URL (under /templates/categories/), or null. */
  image: v.nullable(v.string()),
  subCategories: v.array(SubCategory),
  /**
   * The signed-in customer's most recently added picture set that has something for this category;
   * null for a visitor or when none has. The screen compares it with the current set.
   */
  firstQualifiedSubject: v.nullable(QualifiedSubject),
});
export type Category = v.InferOutput<typeof Category>;

/** The page's language: picks the answer's texts (the session's language when absent) and keys it in the client's cache. */
const LangQuery = v.object({ lang: v.optional(v.pipe(v.string(), v.maxLength(10))) });
const TypeParams = v.object({ type: TemplateListType });
const CategoryParams = v.object({ type: TemplateListType, category: CategoryName });
const SubjectParams = v.object({ type: TemplateListType, category: CategoryName, subjectUuid: Uuid });

export const templatesApi = {
  /** The category overview (products.list). `lang` picks the texts (the session's language when absent). */
  templateCategories: defineCall({
    method: 'GET',
    path: '/ajax/template/get_categories.php',
    query: LangQuery,
    response: v.object({ categories: v.array(Category) }),
  }),
  /** Cards' subcategories (internal names, in the portal's order) with their titles, and the default one. */
  cardCategories: defineCall({
    method: 'GET',
    path: '/api/webshop/templates/cards/categories',
    query: LangQuery,
    response: v.object({ categories: v.array(v.string()), titles: v.record(v.string(), v.string()), defaultCategory: v.nullable(v.string()) }),
  }),
  photoGiftCategoryInfo: defineCall({
    method: 'GET',
    path: '/api/webshop/templates/photogift/categories/:category/info',
    errors: [404],
    params: v.object({ category: CategoryName }),
    response: v.object({
      /** The category's name per language (en, nb, …). */
      names: v.record(v.string(), v.string()),
      /** Previews show the current picture set's own picture (spec 2: userImagePreviews). */
      userImagePreviews: v.boolean(),
      separateFromBackground: v.boolean(),
    }),
  }),
  /** Every template of a type (each once per product it is offered as), in product then template order. */
  templatesByType: defineCall({
    method: 'GET',
    path: '/api/webshop/templates/:type',
    params: TypeParams,
    query: LangQuery,
    response: v.array(TemplateSummary),
  }),
  templatesByCategory: defineCall({
    method: 'GET',
    path: '/api/webshop/templates/:type/categories/:category',
    params: CategoryParams,
    query: LangQuery,
    response: v.array(TemplateSummary),
  }),
  /** The templates the picture set qualifies for, with userResources filled from its pictures. 404: not the customer's set. */
  templatesForSubject: defineCall({
    method: 'GET',
    path: '/api/webshop/templates/:type/categories/:category/subjects/:subjectUuid',
    signedIn: true,
    errors: [404],
    params: SubjectParams,
    query: LangQuery,
    response: v.array(TemplateSummary),
  }),
  /** The newest version of a template with its scene (withdrawn templates too: cart lines name them). */
  templateByUuid: defineCall({
    method: 'GET',
    path: '/api/webshop/templates/by-uuid/:templateUuid',
    errors: [404],
    params: v.object({ templateUuid: Uuid }),
    response: TemplateDefinition,
  }),
  /** One version of a template (a cart line keeps the version it was made with). */
  templateVersion: defineCall({
    method: 'GET',
    path: '/api/webshop/templates/by-uuid/:templateUuid/:version',
    errors: [404],
    params: v.object({
      templateUuid: Uuid,
      version: v.pipe(v.string(), v.regex(/^[1-9][0-9]{0,5}$/, 'A version number'), v.transform(Number)),
    }),
    response: TemplateDefinition,
  }),
} as const;
