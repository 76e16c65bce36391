import { Box, Heading, Image, Link, Stack, Text } from '@shop/ui';
import { useTranslation } from 'react-i18next';
import type { Module } from './module-fields';

/**
 * The page as a customer will see it, from the draft being edited: its title as the page's heading, rich text,
 * pictures (linked when they link), slides and category promotions, one under the other. The rich text here is
 * the editor's own output; the server sanitises it with its allowlist when it is saved and again when served.
 */
export function PagePreview({ modules }: { modules: Module[] }) {
  const { t } = useTranslation('studio');
  let headingShown = false;
  return (
    <Box as="article" aria-label={t('content.pages.preview')} bg="surface.raised" borderWidth="1px" borderRadius="md" p={{ base: 4, md: 8 }} maxW="3xl">
      <Stack gap="4">
        {modules.map((module) => {
          switch (module.type) {
            case 'Title': {
              const level = headingShown ? 'h3' : 'h2';
              headingShown = true;
              return (
                <Heading key={module.id} as={level} size={level === 'h2' ? '2xl' : 'xl'}>
                  {module.text}
                </Heading>
              );
            }
            case 'RichText':
              return (
                <Box
                  key={module.id}
                  className="studio-preview-html"
                  // biome-ignore lint/security/noDangerouslySetInnerHtml: the editor's own HTML, sanitised by the server on save
                  dangerouslySetInnerHTML={{ __html: module.html }}
                  css={{ '& a': { textDecoration: 'underline' }, '& p': { mb: 2 } }}
                />
              );
            case 'Paragraph':
              return module.isHTML ? (
                <Box
                  key={module.id}
                  // biome-ignore lint/security/noDangerouslySetInnerHtml: stored page HTML, sanitised by the server
                  dangerouslySetInnerHTML={{ __html: module.content }}
                />
              ) : (
                <Text key={module.id}>{module.content}</Text>
              );
            case 'Image': {
              const image = <Image src={module.src} alt={module.alt} maxW="full" borderRadius="md" />;
              return module.link ? (
                <Link key={module.id} href={module.link} target={module.openInNewWindow ? '_blank' : undefined} rel="noopener">
                  {image}
                </Link>
              ) : (
                <Box key={module.id}>{image}</Box>
              );
            }
            case 'Slider':
              return (
                <Stack key={module.id} gap="2">
                  {module.slides.map((slide, i) => (
                    <Box
                      // biome-ignore lint/suspicious/noArrayIndexKey: slides have no id
                      key={i}
                      bg="stage.bg"
                      color="stage.fg"
                      p="6"
                      borderRadius="md"
                      backgroundImage={slide.background ? `url("${slide.background}")` : undefined}
                      backgroundSize="cover"
                    >
                      <Text fontWeight="bold" fontSize="xl">
                        {slide.title}
                      </Text>
                      <Text>{slide.text}</Text>
                    </Box>
                  ))}
                </Stack>
              );
            case 'PromoteCategory':
              return (
                <Box key={module.id} borderWidth="1px" borderRadius="md" p="4">
                  {module.image ? <Image src={module.image} alt="" maxH="40" /> : null}
                  <Text fontWeight="bold">{module.title}</Text>
                  <Text>{module.text}</Text>
                </Box>
              );
            default:
              return null;
          }
        })}
      </Stack>
    </Box>
  );
}
