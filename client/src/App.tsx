import { lazy, Suspense, type ReactElement } from 'react';
import { Route, Routes } from 'react-router-dom';
import { ROUTES, type RouteName } from '@common/routes';
import { Layout } from './layout/Layout';
import { PageSpinner } from './ui/PageSpinner';
import { useInternalPages } from './internal/internalPages';
import { AfterHydration } from './ssr/AfterHydration';

// Route-level code splitting: each screen is its own chunk.
const HomePage = lazy(() => import('./routes/HomePage'));
const ListingPage = lazy(() => import('./routes/ListingPage'));
const ProductPage = lazy(() => import('./routes/ProductPage'));
const CartPage = lazy(() => import('./routes/CartPage'));
// The checkout's chunk holds the payment code; Stripe's packages load from it only when Stripe is used.
const CheckoutPage = lazy(() => import('./routes/CheckoutPage'));
const OrderConfirmationPage = lazy(() => import('./routes/OrderConfirmationPage'));
const AccountPage = lazy(() => import('./routes/AccountPage'));
const WoocsTestPage = lazy(() => import('./internal/WoocsTestPage'));
const LandingPage = lazy(() => import('./routes/LandingPage'));
const PreorderTestPage = lazy(() => import('./internal/PreorderTestPage'));
const VariationImagesTestPage = lazy(() => import('./internal/VariationImagesTestPage'));
const DebugCategoriesPage = lazy(() => import('./internal/DebugCategoriesPage'));
const ShippingTestPage = lazy(() => import('./internal/ShippingTestPage'));
const DeliveryReturnsPage = lazy(() => import('./routes/content/DeliveryReturnsPage'));
const WarrantyPage = lazy(() => import('./routes/content/WarrantyPage'));
const TermsPage = lazy(() => import('./routes/content/TermsPage'));
const PrivacyPage = lazy(() => import('./routes/content/PrivacyPage'));
const FaqPage = lazy(() => import('./routes/content/FaqPage'));
const ContactPage = lazy(() => import('./routes/content/ContactPage'));
const LoginPage = lazy(() => import('./routes/LoginPage'));
const ForgotPasswordPage = lazy(() => import('./routes/ForgotPasswordPage'));
const ResetPasswordPage = lazy(() => import('./routes/ResetPasswordPage'));
const BackInStockLinkPage = lazy(() => import('./routes/BackInStockLinkPage'));
const RegisterPage = lazy(() => import('./routes/RegisterPage'));
const NotFoundPage = lazy(() => import('./routes/NotFoundPage'));

/** The screen of each entry of the route table (common/routes.ts): the paths are the table's. */
const SCREENS: Record<RouteName, ReactElement> = {
  home: <HomePage />,
  landing: <LandingPage />,
  collections: <ListingPage section="ALL" />,
  collectionsFiltered: <ListingPage section="ALL" />,
  men: <ListingPage section="MEN" />,
  women: <ListingPage section="WOMEN" />,
  optical: <ListingPage section="OPTICAL" />,
  sunglasses: <ListingPage section="SUNGLASSES" />,
  newArrivals: <ListingPage section="NEW_ARRIVALS" />,
  product: <ProductPage />,
  cart: <CartPage />,
  checkout: <CheckoutPage />,
  orderConfirmation: <OrderConfirmationPage />,
  account: <AccountPage />,
  contact: <ContactPage />,
  login: <LoginPage />,
  register: <RegisterPage />,
  forgotPassword: <ForgotPasswordPage />,
  resetPassword: <ResetPasswordPage />,
  backInStockConfirm: <BackInStockLinkPage action="confirm" />,
  backInStockUnsubscribe: <BackInStockLinkPage action="unsubscribe" />,
  faq: <FaqPage />,
  deliveryReturns: <DeliveryReturnsPage />,
  warranty: <WarrantyPage />,
  terms: <TermsPage />,
  privacy: <PrivacyPage />,
  woocsTest: <WoocsTestPage />,
  shippingTest: <ShippingTestPage />,
  preorderTest: <PreorderTestPage />,
  variationImagesTest: <VariationImagesTestPage />,
  debugCategories: <DebugCategoriesPage />,
  notFound: <NotFoundPage />,
};

/** An internal test page where this deployment serves them (INTERNAL_PAGES), else the not-found page, as the server answered. */
function InternalPage({ children }: { children: ReactElement }) {
  return useInternalPages() ? children : <NotFoundPage />;
}

export function App() {
  return (
    <Layout>
      <Suspense fallback={<PageSpinner />}>
        <Routes>
          {ROUTES.map((route) => (
            <Route
              key={route.name}
              path={route.path}
              element={route.internal ? <InternalPage>{SCREENS[route.name]}</InternalPage> : SCREENS[route.name]}
            />
          ))}
        </Routes>
        <AfterHydration />
      </Suspense>
    </Layout>
  );
}
