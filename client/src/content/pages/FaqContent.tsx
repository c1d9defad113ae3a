import { Accordion, Box, Heading, Link, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { ContentLayout } from '../ContentLayout';
import { RichText } from '../RichText';

interface FaqItem {
  question: string;
  answer: string;
}

interface FaqCategory {
  title: string;
  items: FaqItem[];
}

/**
 * /faq: the four categories of the spec in one accordion, so only one answer is open at a time
 * across the page (single, collapsible). Each question is an h3 holding its trigger button, as the
 * WAI-ARIA accordion pattern asks; arrow keys, Home and End move between questions.
 */
export function FaqContent() {
  const { t } = useTranslation();
  const categories = t('pages.faq.categories', { returnObjects: true }) as FaqCategory[];
  return (
    <ContentLayout title={t('pages.faq.title')} intro={t('pages.faq.intro')}>
      <Accordion.Root collapsible variant="plain" mt="4">
        {categories.map((category, categoryIndex) => (
          <Box as="section" key={categoryIndex} aria-labelledby={`faq-category-${categoryIndex + 1}`} mt="10">
            <Heading as="h2" id={`faq-category-${categoryIndex + 1}`} fontFamily="heading" fontWeight="normal" size="2xl" mb="2">
              {category.title}
            </Heading>
            {category.items.map((item, itemIndex) => (
              <Accordion.Item
                key={itemIndex}
                value={`${categoryIndex}-${itemIndex}`}
                borderBottomWidth="1px"
                borderColor="gray.200"
                data-testid="faq-item"
              >
                <Heading as="h3" fontFamily="body" fontSize="md" fontWeight="medium" lineHeight="normal">
                  <Accordion.ItemTrigger py="4" cursor="pointer">
                    <Text as="span" flex="1" textAlign="start">
                      {item.question}
                    </Text>
                    <Accordion.ItemIndicator />
                  </Accordion.ItemTrigger>
                </Heading>
                <Accordion.ItemContent>
                  <Accordion.ItemBody pt="0" pb="5" color="gray.700" lineHeight="tall">
                    <Text>
                      <RichText text={item.answer} />
                    </Text>
                  </Accordion.ItemBody>
                </Accordion.ItemContent>
              </Accordion.Item>
            ))}
          </Box>
        ))}
      </Accordion.Root>
      <Box mt="12" p="6" bg="brand.ivory" rounded="md" textAlign="center" data-testid="faq-contact">
        <Text fontSize="lg">
          {t('pages.faq.notFound')}{' '}
          <Link asChild variant="underline" color="brand.ink" fontWeight="semibold">
            <RouterLink to="/contact">{t('pages.faq.contactUs')}</RouterLink>
          </Link>
        </Text>
      </Box>
    </ContentLayout>
  );
}
