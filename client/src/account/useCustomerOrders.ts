/**
 * The signed-in customer's latest orders for the account area (spec: 20, fresh for 5 minutes): shown
 * from the cache at once and checked with the server on each visit; `refresh` asks the server again.
 */
import { useQuery } from '@apollo/client/react';
import { graphql } from '@generated/gql';
import type { CustomerOrdersQuery as CustomerOrdersData } from '@generated/graphql';
import { useLanguage } from '@/apollo/language';
import { ORDERS_PAGE_SIZE } from './accountTabs';

/** The signed-in customer's latest orders (spec: 20, fresh for 5 minutes), with all the account area shows. */
export const CustomerOrdersQuery = graphql(`
  query CustomerOrders($language: Language, $first: Int) {
    me {
      id
      orders(first: $first, language: $language) {
        ...OrderSummaryFields
        paid
        paidAt
        completedAt
        lines {
          id
          tax {
            ...MoneyFields
          }
        }
      }
    }
  }
`);

export type AccountOrder = NonNullable<CustomerOrdersData['me']>['orders'][number];

export function useCustomerOrders({ skip = false }: { skip?: boolean } = {}) {
  const language = useLanguage();
  const { data, loading, error, refetch } = useQuery(CustomerOrdersQuery, {
    variables: { language, first: ORDERS_PAGE_SIZE },
    fetchPolicy: 'cache-and-network',
    skip,
  });
  const orders: readonly AccountOrder[] | null = data?.me?.orders ?? null;
  return {
    orders,
    loading: loading && !orders,
    refreshing: loading && !!orders,
    failed: !!error && !orders,
    refresh: () => void refetch(),
  };
}
