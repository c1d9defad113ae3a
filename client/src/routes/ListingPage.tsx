import { Alert, Box, Button, Flex, Grid, Heading, HStack, IconButton, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { useQuery } from '@apollo/client/react';
import { lazy, Suspense, useEffect, useMemo, useRef, useState } from 'react';
import { PageBreadcrumb } from '@/ui/PageBreadcrumb';
import { useTranslation } from 'react-i18next';
import { FiFilter, FiGrid, FiList } from 'react-icons/fi';
import { useNavigationType, useSearchParams } from 'react-router-dom';
import { useDisplayCurrency } from '@/apollo/currency';
import { useShopperDestination } from '@/apollo/destination';
import { useLanguage } from '@/apollo/language';
import {
  activeFilters,
  readListingState,
  toFilterInput,
  withoutFilter,
  withoutFilters,
  writeListingState,
  type ListingState,
} from '@/catalog/listingParams';
import { listingErrorKind, type ListingErrorKind } from '@/catalog/listingError';
import { ActiveFilterChips } from '@/catalog/components/ActiveFilterChips';
import { MobileFilterBar } from '@/catalog/components/MobileFilterBar';
import { ProductCard } from '@/catalog/components/ProductCard';
import { SortSelect } from '@/catalog/components/SortSelect';
import { useRememberedFrameSize } from '@/apollo/frameSize';
import { FitReferenceContext } from '@/fit/fitReference';
import { PageSpinner } from '@/ui/PageSpinner';
import { useOpenedOnce } from '@/lib/useOpenedOnce';
import { useStableCallback } from '@/lib/useStableCallback';

// The small screens' filter sheet (Chakra's drawer) loads when first opened: not before the first tap.
const FilterDrawer = lazy(() => import('@/catalog/components/FilterDrawer').then((module) => ({ default: module.FilterDrawer })));
import { useSeo } from '@/lib/useSeo';
import { lazyRegion } from '@/ui/LazyRegion';
import { graphql } from '@generated/gql';

// The filters (Chakra's checkboxes and slider): hydrated once the page has, in a task of their own, or at
// a shopper's first pointer or focus in them (what was done before is done again); on small screens the
// side panel is hidden and loads when the browser is idle, the drawer's when it opens (issue 22).
const FilterPanelRegion = lazyRegion('listing-filters', () =>
  import('@/catalog/components/FilterPanel').then((module) => module.FilterPanel),
);

// The cards under the first row: read, scrolled to, followed; hydrated when near view (issue 22).
const MoreCardsRegion = lazyRegion('listing-more-cards', () =>
  import('@/catalog/components/MoreProductCards').then((module) => module.MoreProductCards),
);
import type { CatalogSection } from '@generated/graphql';

const LISTING_ERROR_TEXTS: Record<ListingErrorKind, 'listing.tooBroad' | 'listing.searchRateLimited' | 'listing.error'> = {
  tooBroad: 'listing.tooBroad',
  searchRateLimited: 'listing.searchRateLimited',
  failed: 'listing.error',
};

/** The cards of a listing's first row (four wide on desktop): their pictures are fetched first. */
const PRIORITY_CARDS = 4;

const ListingQuery = graphql(`
  query ListingPage(
    $filter: ProductFilterInput
    $sort: ProductSort
    $page: PositiveInt
    $pageSize: PositiveInt
    $language: Language
    $currency: CurrencyCode
    $destination: DestinationInput
  ) {
    products(
      filter: $filter
      sort: $sort
      page: $page
      pageSize: $pageSize
      language: $language
      currency: $currency
      destination: $destination
    ) {
      totalCount
      page
      pageCount
      nodes {
        id
        ...ProductCard_product
      }
    }
  }
`);

const FilterOptionsQuery = graphql(`
  query ListingFilterOptions(
    $filter: ProductFilterInput
    $currency: CurrencyCode
    $language: Language
    $fitSize: FrameSizeInput
    $destination: DestinationInput
  ) {
    filterOptions(filter: $filter, currency: $currency, language: $language, destination: $destination) {
      ...FilterPanel_options
    }
  }
`);

export const LISTING_PAGE_SIZE = 12;

interface Props {
  /** The route's section; /collections/filtered adds its ?category= like every listing does. */
  section: CatalogSection;
}

export default function ListingPage({ section }: Props) {
  const { t } = useTranslation();
  const language = useLanguage();
  const currency = useDisplayCurrency();
  const destination = useShopperDestination();
  const [params, setParams] = useSearchParams();
  const state = useMemo(() => readListingState(params), [params]);
  const sort = state.sort ?? (section === 'NEW_ARRIVALS' ? 'NEWEST' : 'RECOMMENDED');
  const title = t(`listing.titles.${section}`);
  // Small screens: the filters' drawer starts closed on every visit (it is not in the URL).
  const [drawerOpen, setDrawerOpen] = useState(false);
  const drawerUsed = useOpenedOnce(drawerOpen);

  // Another page of results starts at the top (a new route does too: usePageScroll); Back returns where it was.
  const navigationType = useNavigationType();
  const shownPage = useRef(state.page);
  useEffect(() => {
    if (shownPage.current === state.page) return;
    shownPage.current = state.page;
    if (navigationType !== 'POP') window.scrollTo({ top: 0 });
  }, [state.page, navigationType]);

  const filter = toFilterInput(section, state);
  const listing = useQuery(ListingQuery, {
    variables: { filter, sort, page: state.page, pageSize: LISTING_PAGE_SIZE, language, currency, destination },
  });
  const errorKind = listingErrorKind(CombinedGraphQLErrors.is(listing.error) ? listing.error.errors : undefined);
  // Facet counts follow every chosen filter (each facet over what the other choices keep).
  // The fit facet counts for the filter's size, else the size this browser remembers (offered unchosen).
  const remembered = useRememberedFrameSize();
  const fitSize = state.fit ?? remembered;
  const options = useQuery(FilterOptionsQuery, { variables: { filter, currency, language, fitSize, destination } });
  // While new filters load, the previous results stay on screen (dimmed) instead of a spinner.
  const data = (listing.data ?? listing.previousData)?.products;
  // The first row hydrates with the page; the cards below it when needed (the same arrays while the results are).
  const [firstRow, moreCards] = useMemo(
    () => [data?.nodes.slice(0, PRIORITY_CARDS) ?? [], data?.nodes.slice(PRIORITY_CARDS) ?? []] as const,
    [data],
  );
  useSeo({ title, description: data ? t('seo.listingDescription', { title, count: data.totalCount }) : undefined });

  const update = (patch: Partial<ListingState>, options: { resetPage?: boolean } = { resetPage: true }) => {
    const next = { ...state, ...patch, ...(options.resetPage && !('page' in patch) ? { page: 1 } : {}) };
    setParams(writeListingState(next));
  };
  const reset = () => setParams(writeListingState(withoutFilters(state)));
  // The same functions every render: the filters' region keeps its server HTML until its props change.
  const changeFilters = useStableCallback(update);
  const resetFilters = useStableCallback(reset);
  const filtersOpen = !state.filtersClosed;
  const chosen = activeFilters(state);
  const filterOptions = (options.data ?? options.previousData)?.filterOptions;
  const panel = (
    <FilterPanelRegion currency={currency} options={filterOptions} state={state} onChange={changeFilters} onReset={resetFilters} />
  );

  return (
    <Box maxW="7xl" mx="auto" px={{ base: '4', md: '8' }} py="8">
      <PageBreadcrumb current={title} />
      <Heading as="h1" fontFamily="heading" fontWeight="normal" size="4xl" mb="6">
        {title}
      </Heading>

      <Flex
        as="section"
        aria-label={t('listing.sortBy')}
        justify="space-between"
        align="center"
        wrap="wrap"
        gap="4"
        py="3"
        borderYWidth="1px"
        borderColor="gray.200"
        mb="6"
      >
        <HStack gap="4">
          <Button
            hideBelow="md"
            variant="ghost"
            size="sm"
            aria-expanded={filtersOpen}
            aria-controls="listing-filters"
            onClick={() => setParams(writeListingState({ ...state, filtersClosed: filtersOpen }), { replace: true })}
          >
            <FiFilter /> {filtersOpen ? t('listing.hideFilters') : t('listing.filter')}
          </Button>
          <Text fontSize="sm" color="gray.600" data-testid="result-count" aria-live="polite">
            {data ? t('listing.results', { count: data.totalCount }) : '\u00a0'}
          </Text>
        </HStack>
        <HStack gap="3">
          <Box hideBelow="md">
            <SortSelect value={sort} onChange={(value) => update({ sort: value })} testId="sort-select" />
          </Box>
          <HStack gap="1" role="group">
            <IconButton
              size="sm"
              aria-label={t('listing.gridView')}
              aria-pressed={state.view === 'grid'}
              variant={state.view === 'grid' ? 'solid' : 'ghost'}
              onClick={() => update({ view: 'grid' }, {})}
            >
              <FiGrid />
            </IconButton>
            <IconButton
              size="sm"
              aria-label={t('listing.listView')}
              aria-pressed={state.view === 'list'}
              variant={state.view === 'list' ? 'solid' : 'ghost'}
              onClick={() => update({ view: 'list' }, {})}
            >
              <FiList />
            </IconButton>
          </HStack>
        </HStack>
      </Flex>

      <Grid templateColumns={{ base: '1fr', md: filtersOpen ? '240px 1fr' : '1fr' }} gap="10">
        {/* Beside the grid from md up; below, the same panel lives in the drawer. */}
        <Box id="listing-filters" hidden={!filtersOpen} hideBelow="md" aria-busy={options.loading}>
          {panel}
        </Box>
        <Box>
          <MobileFilterBar count={chosen.length} drawerOpen={drawerOpen} onOpen={() => setDrawerOpen(true)} />
          <ActiveFilterChips
            filters={chosen}
            options={filterOptions}
            currency={currency}
            onRemove={(filter) => setParams(writeListingState(withoutFilter(state, filter)))}
            onClear={reset}
          />
          {listing.error && !data ? (
            <Alert.Root status="error" data-testid="listing-error">
              <Alert.Indicator />
              <Alert.Title>{t(LISTING_ERROR_TEXTS[errorKind])}</Alert.Title>
              {/* Too broad: removing a filter helps (the chips above), trying again does not. */}
              {errorKind !== 'tooBroad' && (
                <Button size="xs" ml="auto" variant="outline" onClick={() => void listing.refetch()}>
                  {t('common.retry')}
                </Button>
              )}
            </Alert.Root>
          ) : !data ? (
            <PageSpinner label={t('listing.loading')} />
          ) : data.nodes.length === 0 ? (
            <Stack align="center" py="16" gap="3" data-testid="listing-empty">
              <Text fontSize="lg">{t('listing.empty')}</Text>
              {chosen.length > 0 && (
                <>
                  <Text color="gray.600">{t('listing.emptyHint')}</Text>
                  <Button variant="outline" size="sm" onClick={reset}>
                    {t('listing.reset')}
                  </Button>
                </>
              )}
            </Stack>
          ) : (
            <>
              <SimpleGrid
                columns={state.view === 'list' ? 1 : { base: 2, md: filtersOpen ? 2 : 3, lg: filtersOpen ? 3 : 4 }}
                gap={{ base: '4', md: '8' }}
                data-testid="product-grid"
                opacity={listing.loading ? 0.6 : 1}
                aria-busy={listing.loading}
              >
                {/* Cards compare with the filter's size when the URL carries one (a shared link), else the remembered one. */}
                <FitReferenceContext.Provider value={state.fit}>
                  {firstRow.map((product) => (
                    <ProductCard key={product.id} product={product} layout={state.view} priority />
                  ))}
                  {moreCards.length > 0 && <MoreCardsRegion products={moreCards} layout={state.view} />}
                </FitReferenceContext.Provider>
              </SimpleGrid>
              {data.pageCount > 1 && (
                <HStack
                  justify="center"
                  gap="4"
                  mt="10"
                  as="nav"
                  aria-label={t('listing.pageOf', { page: data.page, count: data.pageCount })}
                >
                  <Button size="sm" variant="outline" disabled={data.page <= 1} onClick={() => update({ page: data.page - 1 })}>
                    {t('listing.previousPage')}
                  </Button>
                  <Text fontSize="sm">{t('listing.pageOf', { page: data.page, count: data.pageCount })}</Text>
                  <Button
                    size="sm"
                    variant="outline"
                    disabled={data.page >= data.pageCount}
                    onClick={() => update({ page: data.page + 1 })}
                  >
                    {t('listing.nextPage')}
                  </Button>
                </HStack>
              )}
            </>
          )}
        </Box>
      </Grid>
      {drawerUsed && (
        <Suspense fallback={null}>
          <FilterDrawer open={drawerOpen} onOpenChange={setDrawerOpen} resultCount={data?.totalCount}>
            <Stack gap="6">
              <Stack gap="2">
                <Text fontSize="sm" fontWeight="semibold" textTransform="uppercase" letterSpacing="wider">
                  {t('listing.sortBy')}
                </Text>
                <SortSelect value={sort} onChange={(value) => update({ sort: value })} testId="drawer-sort-select" size="md" />
              </Stack>
              <Box aria-busy={options.loading}>{panel}</Box>
            </Stack>
          </FilterDrawer>
        </Suspense>
      )}
    </Box>
  );
}
