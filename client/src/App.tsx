import { lazy, Suspense } from 'react';
import { Route, Routes } from 'react-router-dom';
import { Layout } from './components/layout/Layout';
import { PageSpinner } from './components/common/PageSpinner';

// Route-level code splitting: each screen is its own chunk.
const HomePage = lazy(() => import('./routes/HomePage'));
const ListingPage = lazy(() => import('./routes/ListingPage'));
const ProductPage = lazy(() => import('./routes/ProductPage'));
const CartPage = lazy(() => import('./routes/CartPage'));
const WoocsTestPage = lazy(() => import('./routes/WoocsTestPage'));
const LandingPage = lazy(() => import('./routes/LandingPage'));
const PreorderTestPage = lazy(() => import('./routes/internal/PreorderTestPage'));
const VariationImagesTestPage = lazy(() => import('./routes/internal/VariationImagesTestPage'));
const DebugCategoriesPage = lazy(() => import('./routes/internal/DebugCategoriesPage'));
const DeliveryReturnsPage = lazy(() => import('./routes/content/DeliveryReturnsPage'));
const WarrantyPage = lazy(() => import('./routes/content/WarrantyPage'));
const TermsPage = lazy(() => import('./routes/content/TermsPage'));
const PrivacyPage = lazy(() => import('./routes/content/PrivacyPage'));
const FaqPage = lazy(() => import('./routes/content/FaqPage'));
const ContactPage = lazy(() => import('./routes/content/ContactPage'));
const NotFoundPage = lazy(() => import('./routes/NotFoundPage'));

export function App() {
  return (
    <Layout>
      <Suspense fallback={<PageSpinner />}>
        <Routes>
          <Route path="/" element={<HomePage />} />
          <Route path="/collections" element={<ListingPage section="ALL" />} />
          <Route path="/collections/filtered" element={<ListingPage section="ALL" />} />
          <Route path="/men" element={<ListingPage section="MEN" />} />
          <Route path="/women" element={<ListingPage section="WOMEN" />} />
          <Route path="/optical" element={<ListingPage section="OPTICAL" />} />
          <Route path="/sunglasses" element={<ListingPage section="SUNGLASSES" />} />
          <Route path="/new-arrivals" element={<ListingPage section="NEW_ARRIVALS" />} />
          <Route path="/products/:slug" element={<ProductPage />} />
          <Route path="/cart" element={<CartPage />} />
          <Route path="/landing" element={<LandingPage />} />
          <Route path="/test-woocs-currency" element={<WoocsTestPage />} />
          <Route path="/test-preorder-category" element={<PreorderTestPage />} />
          <Route path="/test-variation-images" element={<VariationImagesTestPage />} />
          <Route path="/debug-categories" element={<DebugCategoriesPage />} />
          <Route path="/livraison-retours" element={<DeliveryReturnsPage />} />
          <Route path="/garantie" element={<WarrantyPage />} />
          <Route path="/conditions" element={<TermsPage />} />
          <Route path="/politique" element={<PrivacyPage />} />
          <Route path="/faq" element={<FaqPage />} />
          <Route path="/contact" element={<ContactPage />} />
          <Route path="*" element={<NotFoundPage />} />
        </Routes>
      </Suspense>
    </Layout>
  );
}
