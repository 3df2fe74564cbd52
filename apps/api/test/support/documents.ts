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

/** The ids of a document's included resources of one type. */
export const includedIds = (doc: { included?: Resource[] }, type: string) =>
  (doc.included ?? []).filter((r) => r.type === type).map((r) => r.id);
