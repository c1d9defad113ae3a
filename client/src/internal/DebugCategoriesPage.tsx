import '@/internal/texts/index';
import { Badge, Box, Code, Heading, Stack, Table, Text } from '@chakra-ui/react';
import { useQuery } from '@apollo/client/react';
import { useTranslation } from 'react-i18next';
import { PageSpinner } from '@/ui/PageSpinner';
import { useDocumentTitle } from '@/lib/useDocumentTitle';
import { graphql } from '@generated/gql';

const CategoriesQuery = graphql(`
  query DebugCategories {
    categories {
      id
      name
      slug
      parentId
      count
      display
      menuOrder
      description
      image {
        url
      }
    }
  }
`);

/** Internal page: every store category, and the slug-to-id mapping a listing route would use. */
export default function DebugCategoriesPage() {
  const { t } = useTranslation();
  const { data, error, loading } = useQuery(CategoriesQuery, { fetchPolicy: 'network-only' });
  useDocumentTitle(t('testPages.categoriesTitle'));
  const categories = data?.categories ?? [];
  return (
    <Stack maxW="7xl" mx="auto" px={{ base: '4', md: '8' }} py="10" gap="6">
      <Heading as="h1" fontFamily="heading" fontWeight="normal" size="3xl">
        {t('testPages.categoriesTitle')}
      </Heading>
      {loading && !data && <PageSpinner label={t('testPages.loadingCategories')} />}
      {error && <Text color="red.600">{t('testPages.categoriesError', { error: error.message })}</Text>}
      {data && (
        <>
          <Box overflowX="auto">
            <Table.Root size="sm" data-testid="categories-table">
              <Table.Header>
                <Table.Row>
                  <Table.ColumnHeader>ID</Table.ColumnHeader>
                  <Table.ColumnHeader>{t('woocs.name')}</Table.ColumnHeader>
                  <Table.ColumnHeader>Slug</Table.ColumnHeader>
                  <Table.ColumnHeader>{t('testPages.parent')}</Table.ColumnHeader>
                  <Table.ColumnHeader>{t('testPages.count')}</Table.ColumnHeader>
                  <Table.ColumnHeader>{t('testPages.display')}</Table.ColumnHeader>
                  <Table.ColumnHeader>{t('testPages.menuOrder')}</Table.ColumnHeader>
                  <Table.ColumnHeader>{t('woocs.description')}</Table.ColumnHeader>
                  <Table.ColumnHeader>{t('testPages.hasImage')}</Table.ColumnHeader>
                </Table.Row>
              </Table.Header>
              <Table.Body>
                {categories.map((category) => (
                  <Table.Row key={category.id}>
                    <Table.Cell>{category.id}</Table.Cell>
                    <Table.Cell>{category.name}</Table.Cell>
                    <Table.Cell>
                      <Code>{category.slug}</Code>
                    </Table.Cell>
                    <Table.Cell>{category.parentId}</Table.Cell>
                    <Table.Cell>{category.count}</Table.Cell>
                    <Table.Cell>{category.display}</Table.Cell>
                    <Table.Cell>{category.menuOrder}</Table.Cell>
                    <Table.Cell>
                      {category.description ? (
                        <Box dangerouslySetInnerHTML={{ __html: category.description }} />
                      ) : (
                        t('testPages.noDescription')
                      )}
                    </Table.Cell>
                    <Table.Cell>
                      <Badge colorPalette={category.image ? 'green' : 'gray'}>
                        {category.image ? t('testPages.yes') : t('testPages.no')}
                      </Badge>
                    </Table.Cell>
                  </Table.Row>
                ))}
              </Table.Body>
            </Table.Root>
          </Box>
          <Heading as="h2" size="lg">
            {t('testPages.suggestions')}
          </Heading>
          <Box as="pre" bg="gray.50" p="4" fontSize="sm" overflowX="auto" data-testid="category-suggestions">
            {categories
              .filter((category) => category.count > 0)
              .map((category) => `'${category.slug}': ${category.id}, // ${category.name} (${category.count})`)
              .join('\n')}
          </Box>
        </>
      )}
    </Stack>
  );
}
