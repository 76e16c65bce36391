/**
 * A template as the catalogue lists it and the editor opens it (spec 2 section 3: template list item).
 * The list answers carry no scene (lists stay small); GET /api/webshop/templates/by-uuid/{uuid} answers the
 * definition with its scene. Field names follow the spec so the screens can also run against the
 * photographer's own back end. docs/decisions/0022.
 */
import * as v from 'valibot';
import { TemplateData } from '../commerce/cart';
import { Scene } from './scene';

/** Spec 2: type CALENDAR, CARDS / CARD; photo gifts are any other type. We answer CARD for cards. */
export const TemplateKind = v.picklist(['CALENDAR', 'CARD', 'PHOTOGIFT']);
export type TemplateKind = v.InferOutput<typeof TemplateKind>;

export const TemplateSummary = v.object({
  uuid: v.string(),
  /** Starts at 1; a changed template gets a new version, old cart lines keep theirs. */
  version: v.pipe(v.number(), v.integer(), v.minValue(1)),
  name: v.string(),
  type: TemplateKind,
  /** The product this list entry is offered as (a template offered in two products is listed twice). */
  product: v.object({ uuid: v.string(), name: v.string() }),
  /** Category internal names (cards: christmas, birthday …; photo gifts: mugs …). */
  categories: v.array(v.string()),
  /** Preview paths under /templates/all/ (spec 2: static images /templates/all/{preview.large}). */
  preview: v.object({ large: v.string() }),
  /** Finished size in mm. */
  width: v.number(),
  height: v.number(),
  trimBox: v.object({ width: v.number(), height: v.number() }),
  /** 'width x height' in cm as the filters show it, e.g. '10x15'. */
  formatSize: v.string(),
  dimensions: v.object({ width: v.number(), height: v.number() }),
  /** Calendars: the years the template can be made for; others: []. */
  supportedYears: v.array(v.number()),
  separateFromBackground: v.boolean(),
  addToCartWarningEnabled: v.boolean(),
  hasUserText: v.boolean(),
  numUserImages: v.number(),
  numUserParts: v.number(),
  /**
   * The template's own subject-change mode (spec 2 section 4: 0 none, 1 the same subject, 2 the same job,
   * 3 the same job type, 4 as 3 and asks before replacing); null: the portal's option decides.
   */
  subjectChangeMode: v.optional(v.nullable(v.picklist([0, 1, 2, 3, 4])), null),
  /** Pre-filled resources for the current picture set (spec 2: userResources), [] without one. */
  userResources: TemplateData.entries.userResources,
});
export type TemplateSummary = v.InferOutput<typeof TemplateSummary>;

export const TemplateDefinition = v.object({ ...TemplateSummary.entries, scene: Scene });
export type TemplateDefinition = v.InferOutput<typeof TemplateDefinition>;
