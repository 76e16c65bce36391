import * as v from 'valibot';

const base = { id: v.string() };
export const SliderModule = v.object({
  ...base,
  type: v.literal('Slider'),
  duration: v.optional(v.number()),
  slides: v.array(
    v.object({
      background: v.string(),
      title: v.string(),
      text: v.string(),
      button: v.optional(v.object({ text: v.string(), link: v.string() })),
    }),
  ),
});
export const PromoteCategoryModule = v.object({
  ...base,
  type: v.literal('PromoteCategory'),
  category: v.string(),
  title: v.string(),
  text: v.string(),
  image: v.string(),
  link: v.string(),
});
export const TitleModule = v.object({ ...base, type: v.literal('Title'), text: v.string() });
export const ParagraphModule = v.object({ ...base, type: v.literal('Paragraph'), content: v.string(), isHTML: v.boolean() });
export const ImageModule = v.object({
  ...base,
  type: v.literal('Image'),
  src: v.string(),
  alt: v.optional(v.string(), ''),
  link: v.optional(v.string()),
  openInNewWindow: v.optional(v.boolean(), false),
});
export const RichTextModule = v.object({ ...base, type: v.literal('RichText'), html: v.string() });
/** A module type this client does not know: rendered as an HTML comment. */
export const UnknownModule = v.looseObject({ id: v.string(), type: v.string() });

export const CmsModule = v.union([SliderModule, PromoteCategoryModule, TitleModule, ParagraphModule, ImageModule, RichTextModule, UnknownModule]);
export type CmsModule = v.InferOutput<typeof CmsModule>;

export const LegacyPage = v.object({ modules: v.array(CmsModule) });
