import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { incidentBody, liveWriteHarness, type LiveWriteHarness } from './live-writes-support';

describe('live writes drop only their match’s cached reads (issue 30 item 6)', () => {
  let h: LiveWriteHarness;
  beforeAll(async () => {
    h = await liveWriteHarness();
  });
  afterAll(() => h.app.close());

  const cacheOf = async (path: string) => (await h.read(path)).headers['x-cache'];

  it("an incident on match 2 drops match 2's incident lists (and the wide ones), nothing else", async () => {
    const dropped = ['incidents?filter[match_id_eq]=2', 'incidents?page[size]=50'];
    const kept = [
      'incidents?filter[match_id_eq]=1',
      'odds?filter[match_id_eq]=2',
      'match_centre_components?filter[match_id_eq]=2',
      'articles?page[size]=10',
    ];
    for (const path of [...dropped, ...kept]) {
      await h.read(path);
      expect(await cacheOf(path), path).toBe('hit');
    }
    const posted = await h.send(
      'POST',
      'incidents',
      incidentBody({ incident_type: 'goal', section_type: 'goal', minute: 12, side: 'home' }),
    );
    expect(posted.statusCode).toBe(201);
    const id = posted.json<{ data: { id: string } }>().data.id;
    for (const path of dropped) {
      const read = await h.read(path);
      expect(read.headers['x-cache'], path).toBe('miss');
      expect(
        read.json<{ data: { id: string }[] }>().data.map((r) => r.id),
        path,
      ).toContain(id);
    }
    for (const path of kept) expect(await cacheOf(path), path).toBe('hit');
  });
});
