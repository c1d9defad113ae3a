import '@/checkout/texts/index';
import '@/account/texts/index';
import { Box, Heading, Tabs } from '@chakra-ui/react';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate, useParams, useSearchParams } from 'react-router-dom';
import { ACCOUNT_TABS, movedTab, tabFromParam, tabPath, type AccountTab } from '@/account/accountTabs';
import { useCustomer, useSignOut } from '@/account/useAccount';
import { useCustomerOrders } from '@/account/useCustomerOrders';
import { useInvoiceDownload } from '@/account/useInvoiceDownload';
import { AccountDashboard } from '@/account/components/AccountDashboard';
import { AccountDetails } from '@/account/components/AccountDetails';
import { AddressBook } from '@/account/components/AddressBook';
import { OrderList } from '@/account/components/OrderList';
import { PageSpinner } from '@/ui/PageSpinner';
import { Redirect } from '@/ui/Redirect';
import { useDocumentTitle } from '@/lib/useDocumentTitle';

/**
 * /account and /account/{orders,addresses,details}: the signed-in customer's area (spec section 2).
 * The tab follows the URL. While who is signed in is not known yet, a spinner; a guest is taken to
 * the sign-in, which brings them back to the page they asked for (issue 23: no longer a toast and the
 * home page). Each order offers its invoice: the old downloads tab leads to the orders.
 */
export default function AccountPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  const { tab: tabParam } = useParams();
  const [searchParams] = useSearchParams();
  const tab = tabFromParam(tabParam);
  const { customer, status } = useCustomer();
  const orders = useCustomerOrders({ skip: status !== 'authenticated' });
  const invoices = useInvoiceDownload();
  const { signOut, signingOut } = useSignOut();
  // A customer seen here who becomes a guest signed out (here, in the header or in another tab): that
  // goes home, as a sign-out does, not to the sign-in.
  const hadCustomer = useRef(false);
  if (customer) hadCustomer.current = true;
  const sentAway = useRef(false);
  useDocumentTitle(t('account.title'));

  useEffect(() => {
    if (status !== 'unauthenticated' || sentAway.current) return;
    sentAway.current = true;
    if (hadCustomer.current) {
      void navigate('/', { replace: true });
      return;
    }
    // The sign-in page, replacing this one; once signed in, back here (redirectTarget reads `from`).
    void navigate('/login', {
      replace: true,
      state: { from: { pathname: location.pathname, search: location.search, hash: location.hash } },
    });
  }, [location.hash, location.pathname, location.search, navigate, status]);

  const moved = movedTab(tabParam);
  if (moved) return <Redirect to={tabPath(moved)} />;
  if (tab === null) return <Redirect to="/account" />;
  if (status === 'loading' || !customer) return <PageSpinner label={t('account.loading')} />;

  const openTab = (next: AccountTab) => void navigate(tabPath(next));
  const handleSignOut = () => void signOut();

  return (
    <Box maxW="6xl" mx="auto" px={{ base: '4', md: '8' }} py={{ base: '8', md: '12' }} data-testid="account-page">
      <Heading as="h1" fontFamily="heading" fontWeight="normal" size={{ base: '3xl', md: '4xl' }} mb="8">
        {t('account.title')}
      </Heading>
      <Tabs.Root value={tab} onValueChange={(details) => openTab(details.value as AccountTab)} variant="line" lazyMount unmountOnExit>
        <Tabs.List aria-label={t('account.tabsLabel')} overflowX="auto" mb="8">
          {ACCOUNT_TABS.map((name) => (
            <Tabs.Trigger key={name} value={name} whiteSpace="nowrap" data-testid={`account-tab-${name}`}>
              {t(`account.tabs.${name}`)}
            </Tabs.Trigger>
          ))}
        </Tabs.List>
        <Tabs.Content value="dashboard">
          <AccountDashboard
            customer={customer}
            ordersFailed={orders.failed}
            onRetryOrders={orders.refresh}
            orders={orders.orders}
            onOpenTab={openTab}
            onSignOut={handleSignOut}
            signingOut={signingOut}
          />
        </Tabs.Content>
        <Tabs.Content value="orders">
          <OrderList
            orders={orders.orders}
            loading={orders.loading}
            failed={orders.failed}
            refreshing={orders.refreshing}
            onRefresh={orders.refresh}
            openOrder={searchParams.get('order')}
            onDownloadInvoice={(id) => void invoices.download(id)}
            downloading={invoices.downloading}
          />
        </Tabs.Content>
        <Tabs.Content value="addresses">
          <AddressBook customer={customer} />
        </Tabs.Content>
        <Tabs.Content value="details">
          <AccountDetails
            customer={customer}
            onManageAddresses={() => openTab('addresses')}
            onSignOut={handleSignOut}
            signingOut={signingOut}
          />
        </Tabs.Content>
      </Tabs.Root>
    </Box>
  );
}
