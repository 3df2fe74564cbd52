'use client';

import { playerTotals, topPlayers } from '@trybuna/domain';
import { useAuth } from '@/components/auth/auth-context';
import { LoginPrompt } from '@/components/auth/login-prompt';
import { useMembersFetch } from '@/components/auth/use-members-fetch';
import { playerName } from './figure-format';
import { LeadersList, type Leader } from './leaders-list';
import styles from './statistics.module.css';

/** The card keys (001 §3) an anonymous read does not return: shown to signed-in fans only. */
const CARD_KEYS = ['yellow_cards', 'red_cards'] as const;

/** At most this many players in each cards list. */
const CARD_LEADERS_LIMIT = 5;

interface PlayerStatistics {
  id: string;
  first_name?: string | null;
  last_name?: string | null;
  statistics?: { values?: Record<string, number> | null }[] | null;
}

/** The players of a squad answer, checked by hand (no zod in this island). */
export function parsePlayers(data: unknown): PlayerStatistics[] {
  if (!Array.isArray(data)) return [];
  return data.flatMap((item: unknown) => {
    if (typeof item !== 'object' || item === null) return [];
    const player = item as Record<string, unknown>;
    if (typeof player.id !== 'string') return [];
    const statistics = Array.isArray(player.statistics)
      ? player.statistics.flatMap((row: unknown) => {
          const values = (row as { values?: unknown } | null)?.values;
          if (typeof values !== 'object' || values === null) return [];
          const numbers = Object.entries(values).filter(
            (entry): entry is [string, number] =>
              typeof entry[1] === 'number' && Number.isFinite(entry[1]),
          );
          return [{ values: Object.fromEntries(numbers) }];
        })
      : [];
    return [
      {
        id: player.id,
        first_name: typeof player.first_name === 'string' ? player.first_name : null,
        last_name: typeof player.last_name === 'string' ? player.last_name : null,
        statistics,
      },
    ];
  });
}

/** The card leaders of a squad's players: yellow and red cards, highest first. */
export function cardLeaders(
  players: readonly PlayerStatistics[],
): Record<(typeof CARD_KEYS)[number], Leader[]> {
  const totals = playerTotals(players, CARD_KEYS);
  const leaders = (key: (typeof CARD_KEYS)[number]) =>
    topPlayers(totals, key, CARD_LEADERS_LIMIT).map(({ statistic, value }) => ({
      id: statistic.squad_player.id,
      name: playerName(statistic.squad_player),
      value,
    }));
  return { yellow_cards: leaders('yellow_cards'), red_cards: leaders('red_cards') };
}

/** A squad's active players with their whole statistics, read with the fan's token. */
async function fetchCardLeaders(apiBase: string, squadId: string, token: string) {
  const [{ createApiClient }, { fetchAll }] = await Promise.all([
    import('@trybuna/api-client/client'),
    import('@trybuna/api-client/pagination'),
  ]);
  const client = createApiClient({ baseUrl: apiBase });
  // 001 §7 fetch-all: every page of the squad, 50 a page.
  const players = await fetchAll(
    client,
    'squad_players',
    { filter: { squad_id_eq: squadId, status_eq: 'active' }, include: ['statistics'] },
    { userToken: token },
  );
  return cardLeaders(parsePlayers(players));
}

export interface CardLeadersProps {
  squadId: string;
  apiBase: string;
  labels: {
    yellow: string;
    red: string;
    empty: string;
    /** 'Log in to see full statistics.' */
    prompt: string;
    loading: string;
    failed: string;
  };
  locale: 'pl' | 'en';
}

/**
 * Cards are not in the anonymous statistic keys (001 §6): the static HTML holds only the
 * login prompt; a signed-in fan's browser reads the squad's players with the user token and
 * shows the yellow and red card leaders. No card figure is ever in the server's HTML.
 */
export function CardLeaders({ squadId, apiBase, labels, locale }: CardLeadersProps) {
  const { state } = useAuth();
  const { value, loading } = useMembersFetch(`card-leaders:${squadId}`, (token) =>
    fetchCardLeaders(apiBase, squadId, token),
  );
  if (state.status !== 'in') return <LoginPrompt message={labels.prompt} />;
  if (value === null) return <p className={styles.empty}>{labels.failed}</p>;
  if (!value) {
    return (
      <p className={styles.empty} aria-busy={loading || undefined}>
        {labels.loading}
      </p>
    );
  }
  const format = new Intl.NumberFormat(locale === 'en' ? 'en-US' : 'pl-PL');
  return (
    <div className={styles.leadersGrid} data-statistics="cards">
      <LeadersList
        title={labels.yellow}
        headingId={`cards-yellow-${squadId}`}
        leaders={value.yellow_cards}
        empty={labels.empty}
        format={format}
        level={4}
      />
      <LeadersList
        title={labels.red}
        headingId={`cards-red-${squadId}`}
        leaders={value.red_cards}
        empty={labels.empty}
        format={format}
        level={4}
      />
    </div>
  );
}
