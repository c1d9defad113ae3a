import { Box, Heading, Link, List, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { RichText } from './RichText';

/** A paragraph, or a bulleted list when the text file gives an array of strings. */
export type ContentBlock = string | string[];

/** One h2 section of a content page, as written in pages.fr.json / pages.en.json. */
export interface ContentSection {
  title: string;
  content: ContentBlock[];
}

/** The blocks of one section: paragraphs and bulleted lists, in the order of the text file. */
export function ContentBlocks({ blocks }: { blocks: ContentBlock[] }) {
  return (
    <Stack gap="4" color="gray.800" lineHeight="tall">
      {blocks.map((block, index) =>
        typeof block === 'string' ? (
          <Text key={index}>
            <RichText text={block} />
          </Text>
        ) : (
          <List.Root key={index} as="ul" ps="5" gap="2">
            {block.map((item, itemIndex) => (
              <List.Item key={itemIndex}>
                <RichText text={item} />
              </List.Item>
            ))}
          </List.Root>
        ),
      )}
    </Stack>
  );
}

interface Props {
  sections: ContentSection[];
  /** Prefix of the sections' ids, used as anchors by the table of contents. */
  idPrefix: string;
  /** Shows a "On this page" list of links to the sections first (long legal pages). */
  toc?: boolean;
}

/** A content page's sections, each a titled h2 region, with an optional table of contents. */
export function ContentSections({ sections, idPrefix, toc = false }: Props) {
  const { t } = useTranslation();
  const id = (index: number) => `${idPrefix}-${index + 1}`;
  return (
    <>
      {toc && (
        <Box as="nav" aria-label={t('pages.shared.onThisPage')} mt="8" p="5" bg="brand.ivory" rounded="md">
          <Text fontWeight="semibold" mb="3">
            {t('pages.shared.onThisPage')}
          </Text>
          <List.Root as="ol" listStyleType="none" gap="1.5" fontSize="sm">
            {sections.map((section, index) => (
              <List.Item key={index}>
                <Link href={`#${id(index)}`} color="brand.ink">
                  {section.title}
                </Link>
              </List.Item>
            ))}
          </List.Root>
        </Box>
      )}
      {sections.map((section, index) => (
        <Box as="section" key={index} aria-labelledby={id(index)} mt="10">
          <Heading as="h2" id={id(index)} fontFamily="heading" fontWeight="normal" size="2xl" mb="4" scrollMarginTop="24">
            {section.title}
          </Heading>
          <ContentBlocks blocks={section.content} />
        </Box>
      ))}
    </>
  );
}
