import { NativeSelect } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { ProductSort } from '@generated/graphql';

const SORTS: ProductSort[] = ['RECOMMENDED', 'NEWEST', 'PRICE_ASC', 'PRICE_DESC'];

interface Props {
  value: ProductSort;
  onChange: (sort: ProductSort) => void;
  testId: string;
  size?: 'sm' | 'md';
}

/** The listing's sort menu, in the toolbar on wide screens and in the filter drawer on small ones. */
export function SortSelect({ value, onChange, testId, size = 'sm' }: Props) {
  const { t } = useTranslation();
  return (
    <NativeSelect.Root size={size} width={size === 'sm' ? 'auto' : 'full'}>
      <NativeSelect.Field
        aria-label={t('listing.sortBy')}
        value={value}
        onChange={(event) => onChange(event.target.value as ProductSort)}
        data-testid={testId}
      >
        {SORTS.map((sort) => (
          <option key={sort} value={sort}>
            {t(`listing.sort.${sort}`)}
          </option>
        ))}
      </NativeSelect.Field>
      <NativeSelect.Indicator />
    </NativeSelect.Root>
  );
}
