/** JSON:API documents as the tests read them. */
export interface Resource {
  type: string;
  id: string;
  attributes: Record<string, unknown>;
  relationships?: Record<string, { data: unknown }>;
}

export interface Doc {
  data: Resource;
  included?: Resource[];
}

export interface ListDoc {
  data: Resource[];
  included?: Resource[];
}
