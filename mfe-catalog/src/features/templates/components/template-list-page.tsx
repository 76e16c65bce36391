import { type ReactNode, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams, useSearchParams } from 'react-router';
import type { TierPrice } from '@shop/contracts/commerce';
import { publish } from '@shop/event-bus';
import { Box, Button, Flex, Heading, SimpleGrid, Skeleton, Stack, Text, PageFrame, followLink } from '@shop/ui';
import { AppLink } from '@shop/ui/toolkit';
import { LoadFailed } from '../../../lib/load-failed';
import { useMoneyText } from '../../../lib/money';
import { type ListType, paths } from '../../../lib/paths';
import { CurrentSetCard } from '../../../lib/current-set-card';
import { useShownSet } from '../../../lib/picture-sets';
import { useBrowsing } from '../../../lib/session';
import { SignInPrompt } from '../../../lib/sign-in-prompt';
import { useCardCategories, usePhotoGiftInfo, useProducts, useTemplates } from '../api/templates';
import { FilterChips } from './filter-chips';
import { FilterDialog } from './filter-dialog';
import { applyFilters, type FilterSelection, filtersFor, groupByProduct, without } from '../lib/filters';
import { PriceDialog } from './price-dialog';
import { TemplateTile } from './template-tile';

/** Spec 2 section 9: ten placeholder templates while loading. */
const PLACEHOLDERS = Array.from({ length: 10 }, (_, i) => `t${i}`);

/** /products/categories/{category}/{sub?}: cards and calendars by name, any other category is a photo gift. */
export function CategoryListPage() {
  const { category = '', sub } = useParams();
  // keyed: another list starts with its own filters
  if (category === 'cards') return <TemplateListView key={`cards/${sub}`} type="cards" category={sub} />;
  if (category === 'calendar') return <TemplateListView key="calendars" type="calendars" />;
  return <TemplateListView key={`photogifts/${category}`} type="photogifts" category={category} />;
}

/** /products/{type}/{category?} (and ?pages= for calendars). */
export function TemplateListPage() {
  const { type = 'cards', category } = useParams();
  const [search] = useSearchParams();
  return <TemplateListView key={`${type}/${category}?${search.get('pages')}`} type={type as ListType} category={category} />;
}

function TemplateListView({ type, category: asked }: { type: ListType; category?: string }) {
  const { t, i18n } = useTranslation('catalog');
  const lang = i18n.language;
  const { loaded, signedIn, currentSet } = useBrowsing();
  const shownSet = useShownSet();
  const [search] = useSearchParams();
  const cardCategories = useCardCategories(lang);
  const giftInfo = usePhotoGiftInfo(type === 'photogifts' ? asked : undefined);
  // cards without a category: the server's default one (spec 2)
  const category = type === 'cards' ? (asked ?? cardCategories.data?.defaultCategory ?? undefined) : type === 'calendars' ? 'calendar' : asked;
  const waiting = type === 'cards' && !asked && !cardCategories.data;
  const read = useTemplates(type, waiting ? undefined : category, signedIn ? currentSet : null, lang);
  const products = useProducts(lang);
  const pages = search.get('pages');
  const [selection, setSelection] = useState<FilterSelection>(pages ? { pages: [pages] } : {});

  const title =
    type === 'cards' ? t('list.cardsTitle') : type === 'calendars' ? t('list.calendarsTitle') : (giftInfo.data?.names[lang] ?? t('list.photogiftsTitle'));
  const templates = waiting ? undefined : read.data;
  const filters = useMemo(() => filtersFor(type, templates ?? []), [type, templates]);
  const shown = useMemo(() => applyFilters(templates ?? [], selection), [templates, selection]);
  // previews with the shown set's own pictures, by default the newest when none is chosen (spec 2:
  // userImagePreviews; a photo-gift category may turn it off)
  const personalGifts = type === 'photogifts' && giftInfo.data?.userImagePreviews !== false;
  const personal = shownSet && (type !== 'photogifts' || personalGifts);
  const previewQuery = personal ? `?subject=${encodeURIComponent(shownSet.uuid)}` : '';

  return (
    <PageFrame wide title={title}>
      {/* spec 2: a photo-gift list shows 'one further control' and leaves it unnamed: whose pictures the
          previews show, with 'Change picture set' (docs/decisions/0047) */}
      {personalGifts && giftInfo.data && loaded ? (
        signedIn ? (
          <CurrentSetCard label={t('list.previewsWith')} />
        ) : (
          <SignInPrompt text={t('list.previewsPrompt')} />
        )
      ) : null}
      {type === 'cards' && cardCategories.data ? (
        <Flex as="nav" aria-label={t('list.cardCategories')} wrap="wrap" gap="2">
          {[...cardCategories.data.categories]
            .map((c) => ({ c, title: cardCategories.data.titles[c] ?? c }))
            .sort((a, b) => a.title.localeCompare(b.title, lang))
            .map(({ c, title: label }) => (
              <Button
                key={c}
                asChild
                minH="44px"
                borderRadius="full"
                colorPalette="brand"
                variant={c === category ? 'solid' : 'outline'}
                aria-current={c === category ? 'page' : undefined}
              >
                <a href={paths.list('cards', c)} onClick={followLink}>
                  {label}
                </a>
              </Button>
            ))}
        </Flex>
      ) : null}
      {filters.length > 0 && templates ? (
        <Flex gap="3" wrap="wrap" align="center">
          <FilterDialog filters={filters} templates={templates} selection={selection} onApply={setSelection} />
          <FilterChips selection={selection} onRemove={(f, v) => setSelection((s) => without(s, f, v))} />
        </Flex>
      ) : null}
      {read.isError && !templates ? (
        <LoadFailed onRetry={() => void read.refetch()} />
      ) : !templates ? (
        <SimpleGrid columns={{ base: 2, md: 3, lg: 4 }} gap="4" aria-busy="true" aria-label={t('common.loading')} role="status">
          {PLACEHOLDERS.map((id) => (
            <Skeleton key={id} aspectRatio={400 / 290} borderRadius="md" data-testid="template-placeholder" />
          ))}
        </SimpleGrid>
      ) : shown.length === 0 ? (
        <Stack gap="3" align="start">
          <Text>{t('list.empty')}</Text>
          {signedIn ? (
            <Button
              variant="plain"
              color="brand.fg"
              textDecoration="underline"
              px="0"
              minH="44px"
              onClick={() => publish('pictureset:select-requested', { reason: 'category' })}
            >
              {t('list.changeSet')}
            </Button>
          ) : null}
          <AppLink to={paths.categories()}>{t('list.changeCategory')}</AppLink>
        </Stack>
      ) : (
        <Stack gap="6">
          {groupByProduct(shown).map((g) => (
            <ProductGroup key={g.product.uuid} name={g.product.name} tiers={products.data?.tierPrices[g.product.uuid]}>
              <SimpleGrid
                as="ul"
                columns={{ base: 2, md: 3, lg: 4 }}
                gap="4"
                listStyleType="none"
                p="0"
                m="0"
                aria-label={t('list.templates', { product: g.product.name })}
              >
                {g.templates.map((tpl) => (
                  <li key={`${tpl.product.uuid}:${tpl.uuid}`}>
                    <TemplateTile
                      template={tpl}
                      to={paths.create(type, tpl.product.uuid, tpl.uuid, type === 'calendars' ? undefined : category)}
                      showName={type === 'photogifts'}
                      previewQuery={previewQuery}
                    />
                  </li>
                ))}
              </SimpleGrid>
            </ProductGroup>
          ))}
        </Stack>
      )}
    </PageFrame>
  );
}

/**
 * A product's templates under its sticky header: name, price and 'Prices' when it has more than one tier.
 * The tiers are the server's price engine's for this customer (decision 0079): the lowest is the 'from' price.
 */
function ProductGroup({ name, tiers = [], children }: { name: string; tiers: TierPrice[] | undefined; children: ReactNode }) {
  const { t } = useTranslation('catalog');
  const money = useMoneyText();
  const lowest = tiers.length ? Math.min(...tiers.map((p) => p.unitPrice)) : null;
  return (
    <Box as="section">
      <Flex
        position="sticky"
        top="0"
        zIndex="1"
        bg="bg"
        py="2"
        justify="space-between"
        align="center"
        gap="3"
        borderBottomWidth="1px"
        borderColor="border"
        mb="3"
      >
        <Heading as="h2" size="lg">
          {name}
        </Heading>
        <Flex align="center" gap="1">
          {lowest !== null ? <Text>{tiers.length > 1 ? t('list.priceFrom', { price: money(lowest) }) : money(lowest)}</Text> : null}
          {tiers.length > 1 ? <PriceDialog product={name} tiers={tiers} /> : null}
        </Flex>
      </Flex>
      {children}
    </Box>
  );
}
