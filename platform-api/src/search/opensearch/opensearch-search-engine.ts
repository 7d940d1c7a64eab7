import { Client } from '@opensearch-project/opensearch';
import type {
  SearchDocument,
  SearchEngine,
  SearchIndexDefinition,
  SearchQuery,
  SearchResult,
  SearchSuggestion,
} from '@eventalp/platform-sdk';
import {
  bulkBody,
  indexBody,
  resultOf,
  searchBody,
  suggestBody,
  type SearchResponse,
} from './opensearch-bodies';

/**
 * Search on OpenSearch. Each index is an alias (`<prefix>_<name>`) over a versioned index
 * (`..._v<timestamp>`), so `rebuild` fills a fresh index and swaps the alias without downtime.
 */
export class OpenSearchSearchEngine implements SearchEngine {
  readonly name = 'opensearch';
  private readonly definitions = new Map<string, SearchIndexDefinition>();

  constructor(
    private readonly client: Client,
    private readonly prefix: string,
  ) {}

  static connect(url: string, prefix: string): OpenSearchSearchEngine {
    return new OpenSearchSearchEngine(new Client({ node: url, requestTimeout: 10_000 }), prefix);
  }

  alias(index: string): string {
    return `${this.prefix}_${index}`;
  }

  async ensureIndex(definition: SearchIndexDefinition): Promise<void> {
    this.definitions.set(definition.name, definition);
    const alias = this.alias(definition.name);
    const exists = await this.client.indices.existsAlias({ name: alias });
    if (exists.body) return;
    const versioned = `${alias}_v${Date.now()}`;
    await this.client.indices.create({
      index: versioned,
      body: { ...indexBody(definition), aliases: { [alias]: {} } } as never,
    });
  }

  /**
   * Zero-downtime rebuild: a new versioned index is filled from `documents`, then the alias moves
   * to it in one atomic step and the old versions are deleted.
   */
  async rebuild(
    index: string,
    documents: AsyncIterable<readonly SearchDocument[]>,
  ): Promise<number> {
    const definition = this.definition(index);
    const alias = this.alias(index);
    const versioned = `${alias}_v${Date.now()}`;
    await this.client.indices.create({ index: versioned, body: indexBody(definition) as never });
    let written = 0;
    for await (const batch of documents) {
      if (batch.length > 0) await this.bulk(bulkBody(definition, versioned, batch));
      written += batch.length;
    }
    await this.client.indices.refresh({ index: versioned });
    const current = await this.client.indices.getAlias({ name: alias }).catch(() => ({ body: {} }));
    const old = Object.keys(current.body as Record<string, unknown>);
    await this.client.indices.updateAliases({
      body: {
        actions: [
          ...old.map((name) => ({ remove: { index: name, alias } })),
          { add: { index: versioned, alias } },
        ],
      },
    } as never);
    for (const name of old) await this.client.indices.delete({ index: name });
    return written;
  }

  async upsert(index: string, documents: readonly SearchDocument[]): Promise<void> {
    if (documents.length === 0) return;
    await this.bulk(bulkBody(this.definition(index), this.alias(index), documents));
    await this.client.indices.refresh({ index: this.alias(index) });
  }

  async delete(index: string, ids: readonly string[]): Promise<void> {
    if (ids.length === 0) return;
    await this.bulk(ids.map((id) => ({ delete: { _index: this.alias(index), _id: id } })));
    await this.client.indices.refresh({ index: this.alias(index) });
  }

  async clear(index: string): Promise<void> {
    await this.client.deleteByQuery({
      index: this.alias(index),
      body: { query: { match_all: {} } },
      refresh: true,
    } as never);
  }

  async count(index: string): Promise<number> {
    const response = await this.client.count({ index: this.alias(index) });
    return (response.body as { count: number }).count;
  }

  async query(query: SearchQuery): Promise<SearchResult> {
    const definition = this.definition(query.index);
    const response = await this.client.search({
      index: this.alias(query.index),
      body: searchBody(definition, query) as never,
    });
    return resultOf(definition, response.body as unknown as SearchResponse, query.facets ?? []);
  }

  async suggest(index: string, prefix: string, limit = 8): Promise<SearchSuggestion[]> {
    const term = prefix.trim();
    if (term.length < 2) return [];
    const definition = this.definition(index);
    const body = suggestBody(definition, term, limit);
    const field = (body._source as string[])[0]!;
    const response = await this.client.search({ index: this.alias(index), body: body as never });
    const hits = (response.body as unknown as SearchResponse).hits.hits;
    return hits.map((hit) => ({ id: hit._id, text: String(hit._source[field]) }));
  }

  private definition(index: string): SearchIndexDefinition {
    const definition = this.definitions.get(index);
    if (!definition) throw new Error(`Search index '${index}' is not defined`);
    return definition;
  }

  private async bulk(body: object[]): Promise<void> {
    const response = await this.client.bulk({ body: body as never });
    const result = response.body as {
      errors: boolean;
      items: Record<string, { error?: unknown }>[];
    };
    if (result.errors) {
      const first = result.items.map((item) => Object.values(item)[0]?.error).find(Boolean);
      throw new Error(`OpenSearch bulk request failed: ${JSON.stringify(first)}`);
    }
  }
}
