import '@/checkout/texts/index';
import '@/account/texts/index';
import { Box, Heading, Tabs } from '@chakra-ui/react';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate, useParams, useSearchParams } from 'react-router-dom';
import { ACCOUNT_TABS, tabFromParam, tabPath, type AccountTab } from '@/account/accountTabs';
import { useCustomer, useSignOut } from '@/account/useAccount';
import { useCustomerOrders } from '@/account/useCustomerOrders';
import { useInvoiceDownload } from '@/account/useInvoiceDownload';
import { AccountDashboard } from '@/account/components/AccountDashboard';
import { AccountDetails } from '@/account/components/AccountDetails';
import { AddressBook } from '@/account/components/AddressBook';
import { InvoiceList } from '@/account/components/InvoiceList';
import { OrderList } from '@/account/components/OrderList';
import { PageSpinner } from '@/ui/PageSpinner';
import { toaster } from '@/ui/toaster';
import { useDocumentTitle } from '@/lib/useDocumentTitle';

/**
 * /account and /account/{orders,downloads,addresses,details}: the signed-in customer's area (spec
 * section 2). The tab follows the URL. While who is signed in is not known yet, a spinner; a guest
 * is told to sign in and sent home, once.
 */
export default function AccountPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { tab: tabParam } = useParams();
  const [searchParams] = useSearchParams();
  const tab = tabFromParam(tabParam);
  const { customer, status } = useCustomer();
  const orders = useCustomerOrders({ skip: status !== 'authenticated' });
  const invoices = useInvoiceDownload();
  const { signOut, signingOut } = useSignOut();
  // Signing out here ends the session on purpose: its own toast, not the "sign in first" one.
  const leaving = useRef(false);
  const sentAway = useRef(false);
  useDocumentTitle(t('account.title'));

  useEffect(() => {
    if (status !== 'unauthenticated' || leaving.current || sentAway.current) return;
    sentAway.current = true;
    toaster.create({ title: t('account.signInRequired.title'), description: t('account.signInRequired.text'), type: 'error' });
    void navigate('/', { replace: true });
  }, [navigate, status, t]);

  if (tab === null) return <Navigate to="/account" replace />;
  if (status === 'loading' || !customer) return <PageSpinner label={t('account.loading')} />;

  const openTab = (next: AccountTab) => void navigate(tabPath(next));
  const handleSignOut = () => {
    leaving.current = true;
    void signOut();
  };

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
        <Tabs.Content value="downloads">
          <InvoiceList
            orders={orders.orders}
            onDownload={(id) => void invoices.download(id)}
            downloading={invoices.downloading}
            onViewDetails={(id) => void navigate(tabPath('orders', { order: id }))}
            failed={orders.failed}
            onRetry={orders.refresh}
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
