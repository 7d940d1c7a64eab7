import type { PlatformClient } from '@eventalp/shell-kit';

export interface EditorialCategory {
  id: number;
  name: string;
  slug: string;
  kind: 'editorial' | 'help';
  intro: string | null;
  path: string;
  /** Help article types with articles (help centre only), in their order. */
  types: { id: number; name: string; slug: string; description: string | null }[];
  /** `type` is the slug of the page's help article type. */
  pages: { id: number; name: string; path: string; type: string | null }[];
}

export interface EditorialPage {
  id: number;
  name: string;
  body: string;
  path: string;
  type: { name: string; slug: string } | null;
  category: { id: number; name: string; slug: string; kind: string; path: string };
  /** Other pages of the same type (help) or category. */
  related: { id: number; name: string; path: string }[];
}

export const fetchCategory = (http: PlatformClient, id: number) =>
  http.get<EditorialCategory>(`/guest/editorial/categories/${id}`);

export const fetchEditorialPage = (http: PlatformClient, id: number) =>
  http.get<EditorialPage>(`/guest/editorial/pages/${id}`);
