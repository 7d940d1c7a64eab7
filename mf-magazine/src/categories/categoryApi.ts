import type { PlatformClient } from '@eventalp/shell-kit';

export interface EditorialCategory {
  id: number;
  name: string;
  slug: string;
  kind: 'editorial' | 'help';
  intro: string | null;
  path: string;
  pages: { id: number; name: string; path: string }[];
}

export interface EditorialPage {
  id: number;
  name: string;
  body: string;
  path: string;
  category: { id: number; name: string; slug: string; kind: string; path: string };
}

export const fetchCategory = (http: PlatformClient, id: number) =>
  http.get<EditorialCategory>(`/guest/editorial/categories/${id}`);

export const fetchEditorialPage = (http: PlatformClient, id: number) =>
  http.get<EditorialPage>(`/guest/editorial/pages/${id}`);
