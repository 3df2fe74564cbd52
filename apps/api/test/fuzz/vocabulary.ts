/** Names the API knows, so generated requests reach past the first check. */
export interface Vocabulary {
  endpoints: string[];
  types: string[];
  filters: string[];
  sorts: string[];
  relationships: string[];
  attributes: string[];
  /** The same names per resource type. */
  byType: Record<string, TypeVocabulary>;
}

interface TypeVocabulary {
  filters: string[];
  sorts: string[];
  relationships: string[];
  attributes: string[];
}

export interface GeneratedRequest {
  method: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE' | 'HEAD' | 'OPTIONS';
  url: string;
  headers: Record<string, string>;
  payload?: string;
}
