import { useLayoutEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import * as v from 'valibot';
import { ImageModule, ParagraphModule, PromoteCategoryModule, RichTextModule, SliderModule, TitleModule, type CmsModule } from '@shop/contracts/core';
import { Box, Heading, Image, Link, Stack, Text, VisuallyHidden, AppLink } from '@shop/ui';
import { followLink } from '../../chrome/navigation';
import { RichHtml } from '../rich-html';
import { Slider } from './slider';

/**
 * An HTML comment in the page (React renders none): inserted by hand into an empty, hidden element
 * React never touches the children of.
 */
export function HtmlComment({ text }: { text: string }) {
  const ref = useRef<HTMLSpanElement>(null);
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    // "--" may not appear inside a comment.
    element.replaceChildren(document.createComment(` ${text.replace(/--+/g, '-')} `));
    return () => element.replaceChildren();
  }, [text]);
  return <span ref={ref} hidden />;
}

export function firstTitleText(modules: CmsModule[]): string | undefined {
  const title = modules.find((m): m is v.InferOutput<typeof TitleModule> => v.is(TitleModule, m));
  return title?.text;
}

type Level = 1 | 2 | 3;

/**
 * How a module's picture loads. The page's first picture (an image, a promoted category's, a slider's first slide)
 * is the likely largest paint: it loads at once. The others are lazy: further down on a phone, they would share the
 * slow network with that first picture and the page's scripts (React's server renderer asks for every eager <img>
 * in the page's head, issue 8).
 */
type Loading = 'eager' | 'lazy';

function ModuleView({ module, titleLevel, level, loading }: { module: CmsModule; titleLevel: Level; level: 2 | 3; loading: Loading }) {
  const { t } = useTranslation('shell-pages');
  if (v.is(TitleModule, module)) {
    return (
      <Heading as={`h${titleLevel}`} size={titleLevel === 1 ? { base: '2xl', md: '3xl' } : 'xl'}>
        {module.text}
      </Heading>
    );
  }
  if (v.is(ParagraphModule, module)) {
    return module.isHTML ? <RichHtml html={module.content} /> : <Text whiteSpace="pre-line">{module.content}</Text>;
  }
  if (v.is(RichTextModule, module)) return <RichHtml html={module.html} />;
  if (v.is(ImageModule, module)) {
    const newWindow = Boolean(module.openInNewWindow);
    const image = <Image src={module.src} alt={module.alt ?? ''} loading={loading} maxWidth="100%" height="auto" borderRadius="md" />;
    if (!module.link) return image;
    return (
      <Link
        href={module.link}
        onClick={newWindow ? undefined : followLink}
        target={newWindow ? '_blank' : undefined}
        rel={newWindow ? 'noopener noreferrer' : undefined}
        // An image without alt text would leave the link without a name.
        aria-label={module.alt ? undefined : t('cms.imageLink', { url: module.link })}
        display="inline-block"
      >
        {image}
        {newWindow ? <VisuallyHidden>{t('common.newTab')}</VisuallyHidden> : null}
      </Link>
    );
  }
  if (v.is(PromoteCategoryModule, module)) {
    return (
      <Box
        as="article"
        borderWidth="1px"
        borderColor="border"
        borderRadius="lg"
        overflow="hidden"
        display="grid"
        gridTemplateColumns={{ base: '1fr', md: module.image ? '1fr 1fr' : '1fr' }}
      >
        {module.image ? (
          <Image
            src={module.image}
            alt=""
            loading={loading}
            width="100%"
            height="100%"
            maxHeight={{ base: '240px', md: 'none' }}
            aspectRatio={{ base: '16 / 9', md: 'auto' }}
            objectFit="cover"
          />
        ) : null}
        <Stack gap="3" padding="5" justifyContent="center">
          <Heading as={`h${level}`} size="lg">
            {module.link ? <AppLink to={module.link}>{module.title}</AppLink> : module.title}
          </Heading>
          {module.text ? <Text>{module.text}</Text> : null}
        </Stack>
      </Box>
    );
  }
  if (v.is(SliderModule, module)) return <Slider slides={module.slides} duration={module.duration} headingLevel={level} />;
  const known = ['Slider', 'PromoteCategory', 'Title', 'Paragraph', 'Image', 'RichText'].includes(module.type);
  return <HtmlComment text={known ? `invalid module: ${module.type}` : `unknown module type: ${module.type}`} />;
}

/**
 * The modules of a legacy CMS page. On a page the first Title is the page's h1 and other headings are h2;
 * in a dialog (which has its own title) headings start at h3.
 */
export function CmsModules({ modules, pageHeading, level }: { modules: CmsModule[]; pageHeading: boolean; level: 2 | 3 }) {
  const firstTitle = modules.findIndex((m) => v.is(TitleModule, m));
  const firstPicture = modules.findIndex((m) => v.is(ImageModule, m) || v.is(SliderModule, m) || (v.is(PromoteCategoryModule, m) && Boolean(m.image)));
  return (
    <Stack gap="6">
      {modules.map((module, index) => {
        const titleLevel = pageHeading && index === firstTitle ? 1 : level;
        const loading = index === firstPicture ? 'eager' : 'lazy';
        // biome-ignore lint/suspicious/noArrayIndexKey: a CMS page may hold the same module twice; its place tells them apart
        return <ModuleView key={`${module.id}-${index}`} module={module} titleLevel={titleLevel} level={level} loading={loading} />;
      })}
    </Stack>
  );
}
