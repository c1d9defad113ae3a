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
          <Route path="/test-woocs-currency" element={<WoocsTestPage />} />
          <Route path="*" element={<NotFoundPage />} />
        </Routes>
      </Suspense>
    </Layout>
  );
}
