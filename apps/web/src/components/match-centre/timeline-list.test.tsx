import { initialTimelineState, type MatchTimelineState } from '@trybuna/domain';
import { describe, expect, it } from 'vitest';
import { renderModule } from '@/components/modules/test-render';
import type { MatchIncident, TimelineItem } from '@/lib/match-centre-data';
import { TimelineList } from './timeline-list';

const item: TimelineItem = {
  id: '9',
  type: 'text',
  minute: 3,
  payload: { html: '<p>Witamy</p>' },
  imageUrl: null,
};
const incidents: MatchIncident[] = [
  {
    id: '5',
    type: 'goal',
    section_type: 'goal',
    minute: 12,
    side: 'home',
    player_name: 'Jan Nowak',
    second_player_name: 'Adam Lis',
    likes_count: 0,
  },
  {
    id: '6',
    type: 'yellow_card',
    section_type: 'other_incident',
    minute: 20,
    side: 'away',
    player_name: 'Olek Obrońca',
    second_player_name: null,
    likes_count: 0,
  },
];

function list(
  over: Partial<MatchTimelineState<TimelineItem>>,
  nextLoad: 'page' | 'incidents' | null,
): string {
  const timeline = { ...initialTimelineState<TimelineItem>(), components: [item], ...over };
  return renderModule(
    <TimelineList
      timeline={timeline}
      pagePath="/pilka-nozna/centrum-meczowe/7"
      apiBase="http://api.test/api/v3"
      share={{ pageUrl: 'https://club.test/pilka-nozna/centrum-meczowe/7', title: 'A - B' }}
      incidents={incidents}
      nextLoad={nextLoad}
      onLoadMore={() => undefined}
    />,
  );
}

describe('001 §4 load more: older items, then the incidents', () => {
  it('older pages left: the load-more button, no incidents yet', () => {
    const html = list({ hasMore: true }, 'page');
    expect(html).toContain('Pokaż starsze wpisy');
    expect(html).not.toContain('Zdarzenia meczu');
  });

  it('no older pages: the button reads the incidents', () => {
    const html = list({ hasMore: true }, 'incidents');
    expect(html).toContain('Pokaż zdarzenia meczu');
    expect(html).not.toContain('data-incident=');
  });

  it('the load-more error state names what failed and offers a retry', () => {
    const html = list({ hasMore: true, loadMoreStatus: 'error' }, 'incidents');
    expect(html).toContain('role="alert"');
    expect(html).toContain('Nie udało się wczytać zdarzeń meczu.');
    expect(html).toContain('Spróbuj ponownie');
  });

  it('incidents joined: grouped by section type after the items, hasMore false, no button', () => {
    const html = list({ hasMore: false, incidentsJoined: true }, null);
    expect(html).toContain('Zdarzenia meczu');
    expect(html.indexOf('data-item-type="text"')).toBeLessThan(html.indexOf('>Gole<'));
    expect(html.indexOf('>Gole<')).toBeLessThan(html.indexOf('data-incident="5"'));
    expect(html.indexOf('data-incident="5"')).toBeLessThan(html.indexOf('>Inne zdarzenia<'));
    expect(html.indexOf('>Inne zdarzenia<')).toBeLessThan(html.indexOf('data-incident="6"'));
    expect(html).not.toContain('Pokaż starsze wpisy');
    expect(html).not.toContain('Pokaż zdarzenia meczu');
  });

  it('an ?event= view shows that item alone, without the incidents', () => {
    const html = list(
      { isTimeline: false, eventId: '9', hasMore: false, incidentsJoined: true },
      null,
    );
    expect(html).toContain('Pokaż całą relację');
    expect(html).not.toContain('data-incident=');
  });
});
