import { Box, Heading, Text, type BoxProps } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { PageBreadcrumb } from '@/ui/PageBreadcrumb';
import { useDocumentTitle } from '@/lib/useDocumentTitle';
// Side effect: the content pages' texts (the `pages` key), loaded with these pages.
import '@/content/texts/index';

interface Props {
  /** The page's h1 and document title. */
  title: string;
  /** The breadcrumb's last item, when shorter than the title (Contact for "Contactez-nous"). */
  breadcrumb?: string;
  /** "Last updated" line of the legal pages, shown under the title. */
  lastUpdated?: string;
  /** Lead paragraph under the title. */
  intro?: ReactNode;
  /** Reading width: about 70 characters a line for long texts, wider for the contact page. */
  maxW?: BoxProps['maxW'];
  children: ReactNode;
}

/** Frame of every content page: breadcrumb Home > page, the page's one h1, then its sections. */
export function ContentLayout({ title, breadcrumb, lastUpdated, intro, maxW = '3xl', children }: Props) {
  useDocumentTitle(title);
  return (
    <Box maxW={maxW} mx="auto" px={{ base: '4', md: '8' }} py={{ base: '8', md: '12' }}>
      <PageBreadcrumb current={breadcrumb ?? title} />
      <Heading as="h1" fontFamily="heading" fontWeight="normal" size={{ base: '3xl', md: '4xl' }} color="brand.ink">
        {title}
      </Heading>
      {lastUpdated && (
        <Text mt="2" fontSize="sm" color="gray.600" data-testid="last-updated">
          {lastUpdated}
        </Text>
      )}
      {intro && (
        <Text mt="5" fontSize="lg" color="gray.700" lineHeight="tall">
          {intro}
        </Text>
      )}
      {children}
    </Box>
  );
}
