import { useSeo } from './useSeo';

/** Title-only SEO for simple pages (the description is the shop's default). */
export function useDocumentTitle(title: string | undefined): void {
  useSeo({ title });
}
